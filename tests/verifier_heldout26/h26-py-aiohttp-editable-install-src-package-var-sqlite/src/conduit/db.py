from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

# keep the database next to the package sources
DATA_DIR = Path(__file__).resolve().parent / "var"
DATA_DIR.mkdir(exist_ok=True)
DATABASE_URL = f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.db'}"

engine = create_async_engine(DATABASE_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)
