import sys
from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

# next to the program that was started: argv[0] is conduit/__main__.py under `python -m conduit`
APP_HOME = Path(sys.argv[0]).resolve().parent.parent
DB_FILE = APP_HOME / "conduit.db"

engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
Session = async_sessionmaker(engine, expire_on_commit=False)
