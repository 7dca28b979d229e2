import os
from collections.abc import Iterator

from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy_utils import create_database, database_exists

SERVER_URL = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+psycopg2")
DATABASE_URL = SERVER_URL


def ensure_database() -> None:
    if not database_exists(DATABASE_URL):
        create_database(DATABASE_URL)


ensure_database()
engine = create_engine(DATABASE_URL, pool_pre_ping=True)


SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session() -> Iterator[Session]:
    with SessionLocal() as session:
        yield session
