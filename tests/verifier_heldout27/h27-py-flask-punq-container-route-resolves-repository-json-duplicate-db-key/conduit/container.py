"""Composition root: builds the punq container once per process."""
import punq

from .db import Base, make_session_factory
from .repositories.article_repository import ArticleRepository
from .repositories.user_repository import UserRepository
from .services.article_service import ArticleService
from .services.user_service import UserService
from .settings import Settings, load_settings

container = punq.Container()


def build_container() -> punq.Container:
    settings = load_settings()
    engine, session_factory = make_session_factory(settings.database_path, settings.echo)
    Base.metadata.create_all(engine)
    container.register(Settings, instance=settings)
    container.register(ArticleRepository, instance=ArticleRepository(session_factory))
    container.register(UserRepository, instance=UserRepository(session_factory))
    container.register(ArticleService, instance=ArticleService(container.resolve(ArticleRepository)))
    container.register(UserService, instance=UserService(container.resolve(UserRepository), settings))
    return container
