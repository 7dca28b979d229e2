import os

from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.orm import DeclarativeBase, sessionmaker

url = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+psycopg")

engine = create_engine(
    url,
    pool_pre_ping=True,
    connect_args={"connect_timeout": 5, "options": "-c timezone=utc -c statement_timeout=15000"},
)
Session = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
