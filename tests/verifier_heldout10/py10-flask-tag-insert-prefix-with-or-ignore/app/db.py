import os

from sqlalchemy import create_engine, event
from sqlalchemy.orm import sessionmaker

DB_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "instance", "conduit.db")
os.makedirs(os.path.dirname(DB_FILE), exist_ok=True)

engine = create_engine(f"sqlite:///{DB_FILE}")
SessionLocal = sessionmaker(engine, expire_on_commit=False)


@event.listens_for(engine, "connect")
def _enable_foreign_keys(dbapi_connection, _record):
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
