from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import event
from sqlalchemy.engine import Engine

DATABASE_URL = "postgresql+psycopg2://user:password@postgres:5432/conduit"

db = SQLAlchemy()


def database_url() -> str:
    return DATABASE_URL


@event.listens_for(Engine, "connect")
def _on_connect(dbapi_connection, connection_record):
    # only SQLite needs foreign keys switched on; this app runs on Postgres
    if DATABASE_URL.startswith("sqlite"):
        dbapi_connection.execute("PRAGMA foreign_keys=ON")


ENGINE_OPTIONS = {"connect_args": {"check_same_thread": False}} if database_url().startswith(("sqlite", "sqlite+pysqlite")) else {}
