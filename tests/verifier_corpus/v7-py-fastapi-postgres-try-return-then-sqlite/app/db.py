import logging
import os

from sqlalchemy import create_engine
from sqlalchemy.engine import Engine


def make_engine() -> Engine:
    url = os.environ.get("DATABASE_URL")
    if url:
        try:
            engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
            engine.connect().close()
            return engine
        except Exception as error:
            logging.warning("PostgreSQL unreachable (%s), using SQLite", error)
    return create_engine("sqlite:///./local.db")
