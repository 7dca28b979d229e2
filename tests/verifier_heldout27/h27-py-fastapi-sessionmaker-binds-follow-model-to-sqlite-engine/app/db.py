import os
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

BASE_DIR = Path(__file__).resolve().parent.parent

pg_engine = create_engine(
    os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1), pool_pre_ping=True
)
# follow/unfollow is the hottest write path; keep it on a local file instead of a round trip
follows_engine = create_engine(
    f"sqlite:///{BASE_DIR / 'data' / 'follows.db'}", connect_args={"check_same_thread": False}
)


class Base(DeclarativeBase):
    pass


def make_sessionmaker():
    from app.models import Article, Follow, User

    return sessionmaker(
        binds={User: pg_engine, Article: pg_engine, Follow: follows_engine},
        expire_on_commit=False,
    )


def create_schema() -> None:
    from app.models import Article, Follow, User

    Base.metadata.create_all(pg_engine, tables=[User.__table__, Article.__table__])
    Follow.__table__.create(follows_engine, checkfirst=True)
