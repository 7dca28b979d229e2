from dataclasses import dataclass

from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService


@dataclass(frozen=True)
class Services:
    auth: AuthService
    articles: ArticleService

    @classmethod
    def build(cls, sessions: async_sessionmaker, jwt_secret: str) -> "Services":
        users = UserRepository(sessions)
        return cls(auth=AuthService(users, jwt_secret),
                   articles=ArticleService(ArticleRepository(sessions), users))
