# TODO: move to SQLAlchemy once the schema settles
import sqlite3

DATABASE = "conduit.db"


def connect() -> sqlite3.Connection:
    conn = sqlite3.connect(DATABASE)
    conn.row_factory = sqlite3.Row
    return conn


def create_schema() -> None:
    with connect() as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE)"
        )
