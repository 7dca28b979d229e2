from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

settings.CONDUIT_DB_FILE.parent.mkdir(parents=True, exist_ok=True)
engine = create_engine(f"sqlite:///{settings.CONDUIT_DB_FILE}")
Session = sessionmaker(engine)


class Base(DeclarativeBase):
    pass


def create_schema() -> None:
    from blog import tables  # noqa: F401
    Base.metadata.create_all(engine)
