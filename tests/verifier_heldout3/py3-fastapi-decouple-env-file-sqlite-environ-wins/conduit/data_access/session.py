from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

from conduit.config import DATABASE_URL

_connect_args = {"check_same_thread": False} if DATABASE_URL.startswith("sqlite") else {}
engine = create_engine(DATABASE_URL, connect_args=_connect_args)
SessionLocal = sessionmaker(engine, expire_on_commit=False)


def session_scope():
    with SessionLocal() as session:
        yield session


def bind_session() -> Session:
    return SessionLocal()
