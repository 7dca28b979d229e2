import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

# Relative on purpose: the file is created in the server's working directory.
DATABASE_URL = os.environ.get("SQLITE_URL", "sqlite:///conduit.db")

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


class Base(DeclarativeBase):
    pass


def init_db() -> None:
    from app import models  # noqa: F401

    Base.metadata.create_all(engine)


def session_scope_teardown(_exc=None) -> None:
    Session.remove()
