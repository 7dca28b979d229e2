from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

_ASYNC_DRIVERS = {"postgres": "postgresql+asyncpg", "postgresql": "postgresql+asyncpg", "sqlite": "sqlite+aiosqlite"}


def make_engine(url: str) -> AsyncEngine:
    scheme, sep, rest = url.partition("://")
    scheme = _ASYNC_DRIVERS.get(scheme, scheme)
    return create_async_engine(f"{scheme}{sep}{rest}", pool_pre_ping=True)
