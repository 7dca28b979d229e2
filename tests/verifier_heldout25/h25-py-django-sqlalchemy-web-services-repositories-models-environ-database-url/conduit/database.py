from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker


def _url(raw: str) -> str:
    for scheme in ("postgres://", "postgresql://"):
        if raw.startswith(scheme):
            return "postgresql+psycopg://" + raw[len(scheme):]
    return raw


engine = create_engine(_url(settings.SQLALCHEMY_DATABASE_URL), pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def create_schema() -> None:
    from models import Base

    Base.metadata.create_all(engine)
