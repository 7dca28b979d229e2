from dataclasses import dataclass

import aiosqlite

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.users import UserService


@dataclass
class Services:
    users: UserService
    articles: ArticleService


def build_services(db: aiosqlite.Connection) -> Services:
    return Services(users=UserService(UserRepository(db)), articles=ArticleService(ArticleRepository(db)))
