import os

from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker


def _database_url() -> str:
    url = os.environ["DATABASE_URL"]
    # psycopg 3 is installed, not psycopg2: name the driver explicitly
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+psycopg://", 1)
    elif url.startswith("postgres://"):
        url = url.replace("postgres://", "postgresql+psycopg://", 1)
    return url


engine = create_engine(_database_url(), pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))
