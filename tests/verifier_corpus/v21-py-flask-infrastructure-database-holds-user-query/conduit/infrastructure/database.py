"""Engine, session factory and declarative Base: the one place the database is wired."""
import os

from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")

engine = create_engine(DATABASE_URL, pool_pre_ping=True, future=True)
db_session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


class Base(DeclarativeBase):
    pass


def init_db() -> None:
    import conduit.models  # noqa: F401  registers the tables on Base.metadata

    Base.metadata.create_all(engine)


def remove_session(exc=None) -> None:
    db_session.remove()


def find_user_by_email(email: str):
    """Case-insensitive login lookup, kept next to the session it needs."""
    from conduit.models import User

    return db_session.scalar(select(User).where(func.lower(User.email) == email.lower()))
