"""The PostgreSQL engine (configured from the PG* environment) and the request-scoped session."""

import os
from urllib.parse import quote

from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker


def _url() -> str:
    env = os.environ.get
    user = quote(env("PGUSER", "user"), safe="")
    password = quote(env("PGPASSWORD", "password"), safe="")
    host, port, name = (
        env("PGHOST", "postgres"),
        env("PGPORT", "5432"),
        env("PGDATABASE", "conduit"),
    )
    return f"postgresql+psycopg://{user}:{password}@{host}:{port}/{name}"


# pre_ping replaces connections the server dropped while they sat in the pool.
engine = create_engine(_url(), pool_pre_ping=True)

# One session per thread; the entry point removes it when each request finishes.
Session = scoped_session(sessionmaker(engine, expire_on_commit=False))
