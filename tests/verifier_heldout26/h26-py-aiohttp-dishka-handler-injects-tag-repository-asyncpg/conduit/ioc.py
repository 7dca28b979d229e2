"""dishka providers: object graph only."""
import os
from collections.abc import AsyncIterator

import asyncpg
from dishka import Provider, Scope, provide

from conduit.repositories.profiles import ProfileRepository
from conduit.repositories.tags import TagRepository
from conduit.services.profiles import ProfileService


class PostgresProvider(Provider):
    @provide(scope=Scope.APP)
    async def pool(self) -> AsyncIterator[asyncpg.Pool]:
        pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=10)
        yield pool
        await pool.close()

    @provide(scope=Scope.REQUEST)
    async def connection(self, pool: asyncpg.Pool) -> AsyncIterator[asyncpg.Connection]:
        async with pool.acquire() as conn:
            yield conn


class ConduitProvider(Provider):
    scope = Scope.REQUEST
    profiles = provide(ProfileRepository)
    tags = provide(TagRepository)
    profile_service = provide(ProfileService)
