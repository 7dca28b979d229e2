"""Dependency-injection bindings (composition root)."""
from injector import Injector, Module, provider, singleton
from sqlalchemy import URL, Engine, create_engine
from sqlalchemy.orm import sessionmaker

from app.config import DatabaseConfig
from app.repositories.article_repository import ArticleRepository
from app.repositories.profile_repository import ProfileRepository


class DatabaseModule(Module):
    @singleton
    @provider
    def engine(self) -> Engine:
        cfg = DatabaseConfig()
        url = URL.create("postgresql+psycopg2", username=cfg.user, password=cfg.password,
                         host=cfg.host, port=cfg.port, database=cfg.name)
        return create_engine(url, pool_pre_ping=True)

    @singleton
    @provider
    def session_factory(self, engine: Engine) -> sessionmaker:
        return sessionmaker(bind=engine, expire_on_commit=False)


class RepositoryModule(Module):
    @provider
    def articles(self, sessions: sessionmaker) -> ArticleRepository:
        return ArticleRepository(sessions)

    @provider
    def profiles(self, sessions: sessionmaker) -> ProfileRepository:
        return ProfileRepository(sessions)


def build_injector() -> Injector:
    return Injector([DatabaseModule(), RepositoryModule()])
