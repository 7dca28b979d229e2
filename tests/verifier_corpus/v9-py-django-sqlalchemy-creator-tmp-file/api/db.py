import os
import sqlite3

from sqlalchemy import String, create_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, sessionmaker

DB_DIR = "/tmp/conduit"
DB_FILE = os.path.join(DB_DIR, "conduit.sqlite3")


def _connect() -> sqlite3.Connection:
    os.makedirs(DB_DIR, exist_ok=True)  # shared by the gunicorn workers
    conn = sqlite3.connect(DB_FILE, timeout=30, check_same_thread=False)
    conn.execute("PRAGMA busy_timeout = 30000")
    return conn


engine = create_engine("sqlite://", creator=_connect)
Session = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)


def init_schema() -> None:
    Base.metadata.create_all(engine)
