from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

engine = create_engine(settings.SQLALCHEMY_URL)
SessionLocal = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def create_schema() -> None:
    from realworld.models import user  # noqa: F401

    Base.metadata.create_all(engine)
