from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from conduit import settings

connect_args = {"check_same_thread": False} if settings.DATABASE_URL.startswith("sqlite") else {}
engine = create_engine(settings.DATABASE_URL, connect_args=connect_args, echo=settings.DEBUG)
Session = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
