from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker
from sqlalchemy.pool import StaticPool

# StaticPool keeps a single connection so the in-memory fallback (used by the test suite)
# keeps its tables between requests.
engine = create_engine(
    getattr(settings, "SQLALCHEMY_URL", "sqlite://"),
    poolclass=StaticPool,
    connect_args={"check_same_thread": False},
)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


class Base(DeclarativeBase):
    pass


def create_schema() -> None:
    from articles import models  # noqa: F401

    Base.metadata.create_all(engine)
