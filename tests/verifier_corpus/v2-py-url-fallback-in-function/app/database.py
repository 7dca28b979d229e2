import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


def database_url() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url:
        # no server configured: a file next to the code
        return "sqlite:///./conduit.db"
    if url.startswith("postgres://"):
        url = url.replace("postgres://", "postgresql://", 1)
    return url


engine = create_engine(database_url())
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass
