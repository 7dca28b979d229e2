import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from src.domain.base import Base

engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
SessionFactory = sessionmaker(engine, expire_on_commit=False)


def get_db():
    with SessionFactory() as session:
        yield session


def create_schema():
    import src.domain.article  # noqa: F401
    Base.metadata.create_all(engine)
