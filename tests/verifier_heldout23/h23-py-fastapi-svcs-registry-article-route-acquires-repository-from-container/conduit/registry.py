"""svcs registry: factories for sessions, repositories and services."""
from collections.abc import AsyncIterator
from pathlib import Path

import svcs
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from .models import Base
from .repositories.articles import ArticleRepository
from .repositories.users import UserRepository
from .services.articles import ArticleService
from .services.users import UserService

DB = Path(__file__).resolve().parent.parent / "conduit.db"


@svcs.fastapi.lifespan
async def lifespan(app: FastAPI, registry: svcs.Registry):
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    make_session = async_sessionmaker(engine, expire_on_commit=False)

    async def session_factory() -> AsyncIterator[AsyncSession]:
        async with make_session() as session:
            yield session

    async def article_repository(container: svcs.Container) -> ArticleRepository:
        return ArticleRepository(await container.aget(AsyncSession))

    async def user_repository(container: svcs.Container) -> UserRepository:
        return UserRepository(await container.aget(AsyncSession))

    async def article_service(container: svcs.Container) -> ArticleService:
        return ArticleService(await container.aget(ArticleRepository))

    async def user_service(container: svcs.Container) -> UserService:
        return UserService(await container.aget(UserRepository))

    registry.register_value(AsyncEngine, engine)
    registry.register_factory(AsyncSession, session_factory)
    registry.register_factory(ArticleRepository, article_repository)
    registry.register_factory(UserRepository, user_repository)
    registry.register_factory(ArticleService, article_service)
    registry.register_factory(UserService, user_service)
    yield
    await engine.dispose()
