import sqlite3
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

# The API serves from an in-memory SQLite database (no disk I/O on the request path) and keeps
# it in conduit.db across restarts: loaded at startup, written back at shutdown.
SNAPSHOT = Path(__file__).resolve().parent.parent / "conduit.db"

engine = create_engine(
    "sqlite://",
    connect_args={"check_same_thread": False},
    poolclass=StaticPool,
)


@event.listens_for(engine, "connect")
def _enable_foreign_keys(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


SessionLocal = sessionmaker(bind=engine, autoflush=False, expire_on_commit=False)


def _memory_connection() -> sqlite3.Connection:
    return engine.raw_connection().driver_connection


def load_snapshot() -> None:
    if SNAPSHOT.exists():
        with sqlite3.connect(SNAPSHOT) as disk:
            disk.backup(_memory_connection())


def save_snapshot() -> None:
    with sqlite3.connect(SNAPSHOT) as disk:
        _memory_connection().backup(disk)


def get_db() -> Iterator[Session]:
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
