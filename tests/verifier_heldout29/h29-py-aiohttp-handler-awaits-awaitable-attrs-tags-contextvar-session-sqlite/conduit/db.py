"""Engine, one AsyncSession per request (middleware) and a context variable to reach it."""
from contextvars import ContextVar
from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

PROJECT_ROOT = Path(__file__).resolve().parent.parent
engine = create_async_engine(f"sqlite+aiosqlite:///{PROJECT_ROOT / 'conduit.db'}")
session_factory = async_sessionmaker(engine, expire_on_commit=False)

_current: ContextVar[AsyncSession] = ContextVar("db_session")


def current_session() -> AsyncSession:
    return _current.get()


@web.middleware
async def session_middleware(request: web.Request, handler):
    async with session_factory() as session:
        token = _current.set(session)
        try:
            response = await handler(request)
            await session.commit()
            return response
        finally:
            _current.reset(token)
