from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from conduit.paths import SQLITE_URL

engine = create_engine(SQLITE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
