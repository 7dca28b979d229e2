"""Dishka providers: wiring only."""
from collections.abc import AsyncIterator

from dishka import Provider, Scope, make_async_container, provide
from sqlalchemy.ext.asyncio import AsyncSession

from app.core.db import session_factory
from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.services.article_service import ArticleService


class DatabaseProvider(Provider):
    @provide(scope=Scope.REQUEST)
    async def session(self) -> AsyncIterator[AsyncSession]:
        async with session_factory() as session:
            yield session


class ConduitProvider(Provider):
    scope = Scope.REQUEST

    article_repository = provide(ArticleRepository)
    tag_repository = provide(TagRepository)
    article_service = provide(ArticleService)


container = make_async_container(DatabaseProvider(), ConduitProvider())
