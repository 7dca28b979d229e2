import os
from contextlib import contextmanager

from psycopg2.extras import RealDictCursor
from psycopg2.pool import ThreadedConnectionPool

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
);
CREATE TABLE IF NOT EXISTS follows (
    follower_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    followed_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, followed_id)
);
"""


class Database:
    def __init__(self, dsn: str):
        self.pool = ThreadedConnectionPool(1, 10, dsn=dsn)

    @classmethod
    def from_environment(cls) -> "Database":
        return cls(os.environ["DATABASE_URL"])

    @contextmanager
    def cursor(self):
        conn = self.pool.getconn()
        try:
            with conn, conn.cursor(cursor_factory=RealDictCursor) as cur:
                yield cur
        finally:
            self.pool.putconn(conn)

    def create_schema(self) -> None:
        with self.cursor() as cur:
            cur.execute(SCHEMA)
