from contextlib import contextmanager

from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


class Base(DeclarativeBase):
    pass


engine = create_engine(f"sqlite:///{settings.CONDUIT_SQLITE_FILE}", connect_args={"check_same_thread": False})
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)


@contextmanager
def unit_of_work():
    session = SessionFactory()
    try:
        yield session
        session.commit()
    except Exception:
        session.rollback()
        raise
    finally:
        session.close()


def create_all() -> None:
    from conduit import domain  # noqa: F401

    Base.metadata.create_all(engine)
