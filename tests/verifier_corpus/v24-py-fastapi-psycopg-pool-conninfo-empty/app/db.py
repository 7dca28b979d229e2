from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

# An empty conninfo: libpq takes host, port, user, password and database from
# the PG* variables of the environment.
pool = ConnectionPool(conninfo="", min_size=1, max_size=10, kwargs={"row_factory": dict_row}, open=False)

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
"""


def create_schema() -> None:
    with pool.connection() as conn:
        conn.execute(SCHEMA)
