from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

DB_PATH = Path(__file__).resolve().parent.parent / "conduit.sqlite3"
engine = create_engine(f"sqlite:///{DB_PATH}")
Session = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
