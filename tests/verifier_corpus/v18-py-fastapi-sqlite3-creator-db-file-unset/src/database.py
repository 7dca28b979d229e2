import os
import sqlite3

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from sqlalchemy.pool import StaticPool


def _connect() -> sqlite3.Connection:
    conn = sqlite3.connect(os.environ.get("CONDUIT_DB_FILE", ""), check_same_thread=False)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


engine = create_engine("sqlite://", creator=_connect, poolclass=StaticPool)
SessionLocal = sessionmaker(bind=engine, autoflush=False)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
