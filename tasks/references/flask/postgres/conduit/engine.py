import os
from urllib.parse import quote

from sqlalchemy import Engine, create_engine


def database_url() -> str:
    env = os.environ.get
    # Credentials are percent-encoded so that any character in them survives the URL.
    user = quote(env("PGUSER", "user"), safe="")
    password = quote(env("PGPASSWORD", "password"), safe="")
    host, port, name = env("PGHOST", "postgres"), env("PGPORT", "5432"), env("PGDATABASE", "conduit")
    return f"postgresql+psycopg://{user}:{password}@{host}:{port}/{name}"


def make_engine() -> Engine:
    # pre_ping drops connections the server closed while they sat idle in the pool.
    return create_engine(database_url(), pool_pre_ping=True)
