"""Database bootstrap.

pgserver ships PostgreSQL binaries as a wheel: the cluster is created under ./pgdata on first
start and stopped when the process exits, so the API runs the same everywhere without having to
know where a database server lives.
"""
from pathlib import Path

import pgserver
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

PGDATA = Path(__file__).resolve().parent.parent / "pgdata"


def build_engine():
    server = pgserver.get_server(PGDATA, cleanup_mode="stop")
    url = make_url(server.get_uri()).set(drivername="postgresql+asyncpg")
    return create_async_engine(url), server


engine, _server = build_engine()
Session = async_sessionmaker(engine, expire_on_commit=False)
