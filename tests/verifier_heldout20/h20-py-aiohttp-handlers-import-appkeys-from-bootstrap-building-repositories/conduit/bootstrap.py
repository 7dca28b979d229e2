"""Composition root: typed AppKeys plus the cleanup context that builds the object graph."""
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base
from conduit.repositories.comments import CommentRepository
from conduit.services.comments import CommentService
from conduit.settings import database_dsn

COMMENT_SERVICE = web.AppKey("comment_service", CommentService)


async def wire(app: web.Application):
    engine = create_async_engine(database_dsn(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[COMMENT_SERVICE] = CommentService(CommentRepository(sessions))
    yield
    await engine.dispose()
