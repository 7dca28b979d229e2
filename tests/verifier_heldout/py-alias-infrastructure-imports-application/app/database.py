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

engine = create_engine(DATABASE_URL, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
