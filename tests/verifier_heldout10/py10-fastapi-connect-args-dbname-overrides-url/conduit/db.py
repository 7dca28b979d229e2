"""Engine and session factory.

The URL comes from the environment the task provides. We keep the Conduit tables in a database of
their own so that local runs never collide with the default database of the server.
"""
import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = os.environ["DATABASE_URL"]
APP_DATABASE = os.environ.get("CONDUIT_DB_NAME", "conduit_api")

engine = create_engine(
    DATABASE_URL,
    pool_pre_ping=True,
    connect_args={"dbname": APP_DATABASE, "application_name": "conduit"},
)
Session = sessionmaker(engine, expire_on_commit=False)
