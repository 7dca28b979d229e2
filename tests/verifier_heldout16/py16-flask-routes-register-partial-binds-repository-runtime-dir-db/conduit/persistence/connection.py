import os
import sqlite3

DB_FILE = os.environ.get("CONDUIT_DB", os.path.join(os.getcwd(), "conduit.db"))


def connect():
    conn = sqlite3.connect(DB_FILE)
    conn.row_factory = sqlite3.Row
    return conn


def ensure_schema():
    with connect() as conn:
        conn.executescript(
            '''
            CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL);
            CREATE TABLE IF NOT EXISTS article_tags (article_id INTEGER, tag_id INTEGER);
            CREATE TABLE IF NOT EXISTS articles (
                id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT,
                body TEXT, author_id INTEGER, created_at TEXT, updated_at TEXT);
            '''
        )
