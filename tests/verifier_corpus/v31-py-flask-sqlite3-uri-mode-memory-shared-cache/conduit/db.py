import sqlite3
import threading

# One in-memory database shared by every connection of the process
# (shared cache): fast, and no file to clean up between test runs.
DB_URI = "file:conduit.db?mode=memory&cache=shared"

_local = threading.local()
_keeper = sqlite3.connect(DB_URI, uri=True, check_same_thread=False)  # keeps the shared database alive


def connection() -> sqlite3.Connection:
    if not hasattr(_local, "conn"):
        _local.conn = sqlite3.connect(DB_URI, uri=True)
        _local.conn.row_factory = sqlite3.Row
    return _local.conn


def init_schema() -> None:
    _keeper.executescript(
        """
        CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL);
        """
    )
    _keeper.commit()
