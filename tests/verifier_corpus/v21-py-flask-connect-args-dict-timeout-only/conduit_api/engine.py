import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session

engine = create_engine(
    os.environ["DATABASE_URL"],
    pool_size=10,
    pool_recycle=1800,
    connect_args=dict(connect_timeout=5, application_name="conduit-api"),
)


class Base(DeclarativeBase):
    pass


def new_session() -> Session:
    return Session(engine, expire_on_commit=False)
