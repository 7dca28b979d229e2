from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from conduit.config import database_url

engine = create_engine(database_url(), pool_pre_ping=True)
Session = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
