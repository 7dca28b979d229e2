from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker
from sqlalchemy_mixins import AllFeaturesMixin

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.sqlite3"

engine = create_engine(f"sqlite:///{DB_FILE}", connect_args={"check_same_thread": False})
session = scoped_session(sessionmaker(bind=engine, autocommit=False, autoflush=False))


class Base(DeclarativeBase):
    pass


class ActiveRecord(Base, AllFeaturesMixin):
    """Active-record helpers (where, smart_query, create) on every model."""

    __abstract__ = True


def init_db() -> None:
    Base.metadata.create_all(engine)
    ActiveRecord.set_session(session)
