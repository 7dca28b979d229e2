from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from api.settings import get_settings

engine = create_engine(get_settings().database_url, pool_pre_ping=True)
SessionFactory = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def session_scope():
    with SessionFactory() as session:
        yield session
