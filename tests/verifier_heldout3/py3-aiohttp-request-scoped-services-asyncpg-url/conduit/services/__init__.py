from dataclasses import dataclass

from conduit.services.articles import ArticleService
from conduit.services.users import UserService


@dataclass
class Services:
    users: UserService
    articles: ArticleService


class ServiceError(Exception):
    pass
