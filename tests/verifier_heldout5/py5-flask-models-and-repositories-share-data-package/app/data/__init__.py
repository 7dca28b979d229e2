"""Persistence package: SQLAlchemy models (models.py) and the repositories that query them (repositories.py)."""
import os

from sqlalchemy import URL, create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

session = scoped_session(sessionmaker())


def _url() -> URL:
    return URL.create(
        "postgresql+psycopg2",
        username=os.environ["PGUSER"],
        password=os.environ["PGPASSWORD"],
        host=os.environ["PGHOST"],
        port=int(os.environ["PGPORT"]),
        database=os.environ["PGDATABASE"],
    )


def init_engine() -> None:
    from app.data.models import Base

    engine = create_engine(_url(), pool_pre_ping=True)
    session.configure(bind=engine)
    Base.metadata.create_all(engine)
