import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# four gunicorn workers: go through pgbouncer's port so connections are pooled
engine = create_engine(
    os.environ["DATABASE_URL"],
    pool_pre_ping=True,
    connect_args=dict(port=os.getenv("DB_PORT", "6432"), connect_timeout=10),
)
SessionLocal = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass
