"""Composition root: dishka providers, no logic."""
from collections.abc import AsyncIterator

from dishka import Provider, Scope, provide
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from conduit.config import database_url
from conduit.data_access.comments import CommentGateway
from conduit.data_access.users import UserGateway
from conduit.use_cases.comments import CommentInteractor
from conduit.use_cases.profiles import ProfileInteractor


class DbProvider(Provider):
    @provide(scope=Scope.APP)
    async def engine(self) -> AsyncIterator[AsyncEngine]:
        engine = create_async_engine(database_url(), pool_pre_ping=True)
        yield engine
        await engine.dispose()

    @provide(scope=Scope.APP)
    def sessionmaker(self, engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
        return async_sessionmaker(engine, expire_on_commit=False)

    @provide(scope=Scope.REQUEST)
    async def session(self, factory: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
        async with factory() as session:
            yield session


class GatewayProvider(Provider):
    scope = Scope.REQUEST
    users = provide(UserGateway)
    comments = provide(CommentGateway)


class InteractorProvider(Provider):
    scope = Scope.REQUEST
    profiles = provide(ProfileInteractor)
    comments = provide(CommentInteractor)
