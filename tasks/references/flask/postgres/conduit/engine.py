import os

from sqlalchemy import URL, Engine, create_engine


def make_engine() -> Engine:
    url = URL.create(
        "postgresql+psycopg",
        username=os.environ.get("PGUSER", "user"),
        password=os.environ.get("PGPASSWORD", "password"),
        host=os.environ.get("PGHOST", "postgres"),
        port=int(os.environ.get("PGPORT", "5432")),
        database=os.environ.get("PGDATABASE", "conduit"),
    )
    # pre_ping drops connections the server closed while they sat idle in the pool.
    return create_engine(url, pool_pre_ping=True)
