from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

# <repo>/data/conduit.db, kept out of the package directory
DATA_DIR = Path(__file__).resolve().parents[3] / "data"


def make_engine() -> AsyncEngine:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    return create_async_engine(f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.db'}")


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker:
    return async_sessionmaker(engine, expire_on_commit=False)
