import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


def _url() -> str:
    url = os.getenv("DATABASE_URL", "sqlite:///./conduit-dev.db")
    return url.replace("postgresql://", "postgresql+psycopg://", 1)


engine = create_engine(_url(), pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
