import os

from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from app.models.base import Base

engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def init_db() -> None:
    from app import models  # noqa: F401

    Base.metadata.create_all(engine)


def remove_session(exc=None) -> None:
    Session.remove()
