"""Composition root: builds the pool, the repositories and the services once."""
import asyncpg
from fastapi import Request

from app import settings
from app.repositories.comment_repository import CommentRepository
from app.repositories.schema import create_schema
from app.services.comment_service import CommentService


class Container:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool
        self.comment_service = CommentService(CommentRepository(pool))

    @classmethod
    async def start(cls) -> "Container":
        pool = await asyncpg.create_pool(dsn=settings.POSTGRES_DSN, min_size=1, max_size=10)
        await create_schema(pool)
        return cls(pool)

    async def stop(self) -> None:
        await self.pool.close()


def comment_service(request: Request) -> CommentService:
    return request.app.state.container.comment_service
