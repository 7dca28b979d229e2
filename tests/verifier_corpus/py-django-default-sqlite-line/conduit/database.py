import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

DATABASE_URL = "postgresql+psycopg://{user}:{password}@{host}:{port}/{name}".format(
    user=os.environ.get("PGUSER", "user"),
    password=os.environ.get("PGPASSWORD", "password"),
    host=os.environ.get("PGHOST", "postgres"),
    port=os.environ.get("PGPORT", "5432"),
    name=os.environ.get("PGDATABASE", "conduit"),
)

engine = create_engine(DATABASE_URL)
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


def create_schema() -> None:
    from conduit.models import user  # noqa: F401  (registers the mapped classes)

    Base.metadata.create_all(engine)
