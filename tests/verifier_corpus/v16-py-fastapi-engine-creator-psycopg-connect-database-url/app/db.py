import os

import psycopg
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


def _connect() -> psycopg.Connection:
    # libpq understands the postgresql:// URI directly; SQLAlchemy only needs the dialect
    return psycopg.connect(os.environ["DATABASE_URL"])


engine = create_engine("postgresql+psycopg://", creator=_connect, pool_size=5, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
