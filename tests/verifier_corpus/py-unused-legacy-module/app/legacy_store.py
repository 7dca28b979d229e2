import sqlite3


def dump(path: str) -> list:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT id, username FROM users").fetchall()
