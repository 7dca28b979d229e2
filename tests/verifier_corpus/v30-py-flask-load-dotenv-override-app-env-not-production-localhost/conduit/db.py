from contextlib import contextmanager

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models import Base

SessionLocal = sessionmaker()


def init_db(url):
    engine = create_engine(url, pool_pre_ping=True)
    SessionLocal.configure(bind=engine)
    Base.metadata.create_all(engine)


@contextmanager
def session_scope():
    session = SessionLocal()
    try:
        yield session
        session.commit()
    except Exception:
        session.rollback()
        raise
    finally:
        session.close()
