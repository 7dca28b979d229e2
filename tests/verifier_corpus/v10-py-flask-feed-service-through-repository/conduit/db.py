import os
import sqlite3

from flask import g

DB_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "conduit.sqlite3")

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
                                  password TEXT NOT NULL, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS follows (follower_id INTEGER NOT NULL, followed_id INTEGER NOT NULL,
                                    PRIMARY KEY (follower_id, followed_id));
CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
                                     description TEXT NOT NULL, body TEXT NOT NULL, author_id INTEGER NOT NULL,
                                     created_at TEXT DEFAULT CURRENT_TIMESTAMP);
"""


def get_connection() -> sqlite3.Connection:
    if "conn" not in g:
        g.conn = sqlite3.connect(DB_PATH)
        g.conn.row_factory = sqlite3.Row
    return g.conn


def close_connection(_exc=None):
    conn = g.pop("conn", None)
    if conn is not None:
        conn.close()


def init_schema():
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript(SCHEMA)
