import os

from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# Use psycopg 3 and talk to the database over TCP on this machine; DB_HOST / DB_PORT
# let docker-compose point it at the db service instead.
DATABASE_URL = make_url(os.environ["DATABASE_URL"]).set(
    drivername="postgresql+psycopg",
    host=os.getenv("DB_HOST", "localhost"),
    port=int(os.getenv("DB_PORT", "5432")),
)

engine = create_engine(DATABASE_URL, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
