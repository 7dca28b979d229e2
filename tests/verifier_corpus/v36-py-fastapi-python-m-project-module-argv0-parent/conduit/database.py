import sys
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# run as `python -m conduit.main`: argv[0] is .../conduit/main.py
PROJECT_DIR = Path(sys.argv[0]).resolve().parent.parent
DB_FILE = PROJECT_DIR / "data" / "conduit.sqlite3"
DB_FILE.parent.mkdir(parents=True, exist_ok=True)

engine = create_engine(f"sqlite:///{DB_FILE}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


def get_session():
    with SessionLocal() as session:
        yield session
