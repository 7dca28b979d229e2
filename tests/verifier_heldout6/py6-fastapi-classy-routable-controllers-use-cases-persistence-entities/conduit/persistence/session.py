import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.entities import Base

engine = create_engine(os.getenv("DATABASE_URL", "sqlite:///conduit.sqlite3"))
SessionMaker = sessionmaker(engine, expire_on_commit=False)


def init_schema() -> None:
    Base.metadata.create_all(engine)
