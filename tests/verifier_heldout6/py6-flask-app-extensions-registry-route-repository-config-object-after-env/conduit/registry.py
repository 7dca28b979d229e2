"""Wires repositories and services once per app; stored in app.extensions["conduit"]."""
from dataclasses import dataclass

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.users import UserService


@dataclass
class Registry:
    users: UserRepository
    articles: ArticleRepository
    user_service: UserService
    article_service: ArticleService


def build_registry(db) -> Registry:
    users = UserRepository(db)
    articles = ArticleRepository(db)
    return Registry(
        users=users,
        articles=articles,
        user_service=UserService(users),
        article_service=ArticleService(articles, users),
    )
