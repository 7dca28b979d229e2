import os

from sqlalchemy import URL, create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

url = URL.create(
    "postgresql+psycopg2",
    username=os.environ.get("PGUSER", "user"),
    password=os.environ.get("PGPASSWORD", "password"),
    host=os.environ.get("PGHOST", "postgres"),
    port=int(os.environ.get("PGPORT", "5432")),
    database=os.environ.get("PGDATABASE", "conduit"),
)

engine = create_engine(url, pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))
