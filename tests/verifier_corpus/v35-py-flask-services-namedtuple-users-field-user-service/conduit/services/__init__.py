from typing import NamedTuple

from conduit.repositories.user_repository import UserRepository
from conduit.services.profile_service import ProfileService
from conduit.services.user_service import UserService


class Services(NamedTuple):
    """What the route handlers get: one object per feature."""

    users: UserService
    profiles: ProfileService
