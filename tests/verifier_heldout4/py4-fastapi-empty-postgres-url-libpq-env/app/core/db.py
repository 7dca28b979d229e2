"""Engine and session factory.

The URL names only the dialect and driver. psycopg hands an empty conninfo to libpq, which then
takes host, port, user, password and database name from PGHOST, PGPORT, PGUSER, PGPASSWORD and
PGDATABASE, the variables the environment already provides, so there is nothing to configure.
"""
from collections.abc import Iterator

from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg://", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False, expire_on_commit=False)


def get_session() -> Iterator[Session]:
    with SessionLocal() as session:
        yield session
