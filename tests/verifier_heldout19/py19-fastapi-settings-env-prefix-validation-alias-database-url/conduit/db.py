from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session
from conduit.settings import settings

engine = create_engine(settings.sqlalchemy_url, echo=settings.debug)


class Base(DeclarativeBase):
    pass


def get_session():
    with Session(engine) as session:
        yield session
