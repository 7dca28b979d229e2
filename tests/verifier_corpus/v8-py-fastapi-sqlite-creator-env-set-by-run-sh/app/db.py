import os
import sqlite3
from collections.abc import Iterator

from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

DB_FILE = os.environ.get("CONDUIT_DB_FILE", "/var/lib/conduit/conduit.db")


def _connect() -> sqlite3.Connection:
    connection = sqlite3.connect(DB_FILE, check_same_thread=False)
    connection.execute("PRAGMA foreign_keys=ON")
    return connection


engine = create_engine("sqlite://", creator=_connect)


SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session() -> Iterator[Session]:
    with SessionLocal() as session:
        yield session
