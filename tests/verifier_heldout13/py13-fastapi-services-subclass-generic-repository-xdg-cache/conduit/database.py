import os
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# XDG base-directory spec: regenerable data goes under the cache home.
CACHE_HOME = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
DB_FILE = CACHE_HOME / "conduit" / "conduit.db"
DB_FILE.parent.mkdir(parents=True, exist_ok=True)

engine = create_engine(f"sqlite:///{DB_FILE}", connect_args={"check_same_thread": False})
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)


def get_session():
    with SessionFactory() as session:
        yield session
