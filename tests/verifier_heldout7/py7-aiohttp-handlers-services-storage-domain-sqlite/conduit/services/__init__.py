from dataclasses import dataclass

from conduit.services.tags import TagService
from conduit.services.users import UserService


@dataclass(frozen=True)
class Services:
    users: UserService
    tags: TagService
