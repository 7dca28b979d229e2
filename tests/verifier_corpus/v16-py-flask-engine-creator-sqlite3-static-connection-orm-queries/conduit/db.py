import sqlite3
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker
from sqlalchemy.pool import StaticPool

DB_PATH = Path(__file__).resolve().parent.parent / "conduit.sqlite3"

# One shared DBAPI connection for the whole process (single worker): SQLAlchemy gets it through
# the creator, so the engine URL carries no path.
connection = sqlite3.connect(DB_PATH, check_same_thread=False)
connection.execute("PRAGMA foreign_keys = ON")

engine = create_engine("sqlite://", creator=lambda: connection, poolclass=StaticPool)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


class Base(DeclarativeBase):
    pass
