from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

from conduit.config import config

url = config.database_url
if url.startswith("postgres://"):
    url = url.replace("postgres://", "postgresql://", 1)
kwargs = {"connect_args": {"check_same_thread": False}} if url.startswith("sqlite") else {"pool_size": 5}
engine = create_engine(url, **kwargs)
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


def get_session():
    with SessionLocal() as session:
        yield session
