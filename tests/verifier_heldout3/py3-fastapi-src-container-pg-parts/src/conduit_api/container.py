"""Composition root: builds repositories and services for one request session."""
from dataclasses import dataclass

from sqlalchemy.orm import Session

from conduit_api.repositories.articles import ArticleRepository
from conduit_api.repositories.users import UserRepository
from conduit_api.services.articles import ArticleService
from conduit_api.services.users import UserService
from conduit_api.settings import get_settings


@dataclass
class Container:
    users: UserService
    articles: ArticleService


def build_container(session: Session) -> Container:
    settings = get_settings()
    user_repo = UserRepository(session)
    article_repo = ArticleRepository(session)
    return Container(
        users=UserService(user_repo, settings.jwt_secret, settings.jwt_ttl_minutes),
        articles=ArticleService(article_repo, user_repo),
    )
