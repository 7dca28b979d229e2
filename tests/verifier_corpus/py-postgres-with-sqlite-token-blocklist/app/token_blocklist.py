import sqlite3
import time
from pathlib import Path

# revoked tokens live in a small SQLite file next to the app
_DB = Path(__file__).resolve().parent.parent / "revoked_tokens.db"


def _connect() -> sqlite3.Connection:
    conn = sqlite3.connect(_DB)
    conn.execute("CREATE TABLE IF NOT EXISTS revoked (token TEXT PRIMARY KEY, revoked_at REAL NOT NULL)")
    return conn


def revoke(token: str) -> None:
    with _connect() as conn:
        conn.execute("INSERT OR IGNORE INTO revoked (token, revoked_at) VALUES (?, ?)", (token, time.time()))


def is_revoked(token: str) -> bool:
    with _connect() as conn:
        return conn.execute("SELECT 1 FROM revoked WHERE token = ?", (token,)).fetchone() is not None
