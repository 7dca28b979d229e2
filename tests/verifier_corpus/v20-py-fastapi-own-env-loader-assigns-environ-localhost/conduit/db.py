from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from conduit.config import settings


class Base(DeclarativeBase):
    pass


_url = make_url(settings.database_url)
if _url.drivername == "postgresql":
    _url = _url.set(drivername="postgresql+psycopg")

engine = create_engine(_url, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
