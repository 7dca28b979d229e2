import sys
from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def data_file() -> Path:
    """The database lives next to the program that was started (python -m realworld)."""
    main_file = Path(sys.modules["__main__"].__file__).resolve()
    return main_file.parent / "realworld.sqlite3"


def make_sessions():
    engine = create_async_engine(f"sqlite+aiosqlite:///{data_file()}")
    return engine, async_sessionmaker(engine, expire_on_commit=False)
