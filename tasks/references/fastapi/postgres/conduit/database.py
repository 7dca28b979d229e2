"""Storage engine: PostgreSQL through psycopg 3, configured by the usual PG* variables."""

import os
from urllib.parse import quote

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker


def _url() -> str:
    user = quote(os.environ.get("PGUSER", "user"), safe="")
    password = quote(os.environ.get("PGPASSWORD", "password"), safe="")
    host = os.environ.get("PGHOST", "postgres")
    port = os.environ.get("PGPORT", "5432")
    database = os.environ.get("PGDATABASE", "conduit")
    return f"postgresql+psycopg://{user}:{password}@{host}:{port}/{database}"


engine = create_engine(_url(), pool_pre_ping=True)
SessionLocal = sessionmaker(engine, expire_on_commit=False)
