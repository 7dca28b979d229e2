"""Registers every collaborator in the kink container (composition root)."""
from kink import di

from conduit.database import SessionMaker
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.article_service import ArticleService
from conduit.services.profile_service import ProfileService


def bootstrap_di() -> None:
    di[ArticleRepository] = ArticleRepository(SessionMaker)
    di[UserRepository] = UserRepository(SessionMaker)
    di[ArticleService] = ArticleService(di[ArticleRepository], di[UserRepository])
    di[ProfileService] = ProfileService(di[UserRepository])
