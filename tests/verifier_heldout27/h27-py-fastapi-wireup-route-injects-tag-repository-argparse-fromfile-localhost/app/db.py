from contextlib import contextmanager

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


class Base(DeclarativeBase):
    pass


_factory: sessionmaker | None = None


def configure(url: str) -> None:
    global _factory
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://"):]
    engine = create_engine(url, pool_pre_ping=True)
    _factory = sessionmaker(bind=engine, expire_on_commit=False)
    from app import models  # noqa: F401

    Base.metadata.create_all(engine)


@contextmanager
def session():
    assert _factory is not None, "db.configure() was not called"
    with _factory() as s:
        yield s
