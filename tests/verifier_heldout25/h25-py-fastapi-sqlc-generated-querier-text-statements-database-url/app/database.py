import os
from pathlib import Path
from typing import Iterator

import sqlalchemy

SCHEMA_FILE = Path(__file__).resolve().parent.parent / "sql" / "schema.sql"


def _url() -> str:
    url = os.environ["DATABASE_URL"]
    return url.replace("postgresql://", "postgresql+psycopg://", 1).replace("postgres://", "postgresql+psycopg://", 1)


engine = sqlalchemy.create_engine(_url(), pool_pre_ping=True)


def apply_schema() -> None:
    statements = [s.strip() for s in SCHEMA_FILE.read_text().split(";") if s.strip()]
    with engine.begin() as conn:
        for statement in statements:
            conn.exec_driver_sql(statement)


def get_conn() -> Iterator[sqlalchemy.engine.Connection]:
    with engine.begin() as conn:
        yield conn
