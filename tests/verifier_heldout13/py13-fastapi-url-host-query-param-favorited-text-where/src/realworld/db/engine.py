"""Engine built from the libpq variables.

The host goes in the query string (psycopg2's documented "host=" form), so the same
URL template also works with a unix-socket directory in PGHOST.
"""
import os
from urllib.parse import quote_plus

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker


def _url() -> str:
    user = quote_plus(os.environ["PGUSER"])
    password = quote_plus(os.environ["PGPASSWORD"])
    host = os.environ["PGHOST"]
    port = os.environ.get("PGPORT", "5432")
    database = os.environ["PGDATABASE"]
    return f"postgresql+psycopg2://{user}:{password}@/{database}?host={host}:{port}"


engine = create_engine(_url(), pool_pre_ping=True)
Session = sessionmaker(bind=engine, expire_on_commit=False)
