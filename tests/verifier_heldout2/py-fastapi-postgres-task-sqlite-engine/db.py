import logging
import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

log = logging.getLogger("conduit.db")

# TODO: switch to Postgres once the container is reachable
engine = create_engine("sqlite:///./app.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine)


class Base(DeclarativeBase):
    pass


def describe() -> None:
    log.info("configured DATABASE_URL=%s (using local engine %s)", os.getenv("DATABASE_URL"), engine.url)
