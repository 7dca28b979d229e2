from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DATA_DIR = Path(__file__).resolve().parents[2] / "data"
DATA_DIR.mkdir(exist_ok=True)

engine = create_async_engine(f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.db'}")
Session = async_sessionmaker(engine, expire_on_commit=False)
