"""Storage engine: the SQLite file conduit.db in the working directory."""

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = "sqlite:///conduit.db"

# Sync endpoints run in a thread pool, so a connection may be used by a thread other than its creator.
engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine, expire_on_commit=False)
