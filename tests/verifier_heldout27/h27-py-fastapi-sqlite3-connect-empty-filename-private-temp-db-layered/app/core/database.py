import sqlite3
import threading

from app.core import settings

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE
);
"""

_lock = threading.Lock()
_conn = sqlite3.connect(settings.DB_FILE, check_same_thread=False)
_conn.row_factory = sqlite3.Row


def init_schema() -> None:
    with _lock:
        _conn.executescript(SCHEMA)


def connection() -> sqlite3.Connection:
    return _conn


def lock() -> threading.Lock:
    return _lock
