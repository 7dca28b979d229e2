import logging
import os

from flask import g
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from .models import Base

log = logging.getLogger("conduit.sql")

_url = os.environ["DATABASE_URL"]
if _url.startswith("postgresql://"):
    _url = "postgresql+psycopg://" + _url[len("postgresql://"):]

engine = create_engine(_url, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_db():
    Base.metadata.create_all(engine)


def session():
    if "db" not in g:
        g.db = SessionLocal()
    return g.db


def run(stmt):
    """Execute an ORM statement; at DEBUG level log the SQL SQLAlchemy generated for it."""
    if log.isEnabledFor(logging.DEBUG):
        log.debug("%s", stmt.compile(engine, compile_kwargs={"literal_binds": True}))
    return session().execute(stmt)
