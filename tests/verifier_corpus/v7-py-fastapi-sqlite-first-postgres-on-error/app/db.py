import os

from sqlalchemy import create_engine
from sqlalchemy.engine import Engine


def make_engine() -> Engine:
    try:
        engine = create_engine("sqlite:///./conduit.db")
        engine.connect().close()
        return engine
    except Exception:
        return create_engine(os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1))
