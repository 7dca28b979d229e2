import sqlite3
from pathlib import Path

DB_FILE = Path(__file__).resolve().parent.parent / "var" / "conduit.db"


def connect() -> sqlite3.Connection:
    DB_FILE.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(DB_FILE)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def init_schema() -> None:
    with connect() as conn:
        conn.executescript("""
        CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE,
            password TEXT, bio TEXT, image TEXT);
        CREATE TABLE IF NOT EXISTS follows (follower_id INTEGER, followed_id INTEGER,
            PRIMARY KEY (follower_id, followed_id));
        CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT,
            description TEXT, body TEXT, author_id INTEGER REFERENCES users(id), created_at TEXT, updated_at TEXT);
        """)
