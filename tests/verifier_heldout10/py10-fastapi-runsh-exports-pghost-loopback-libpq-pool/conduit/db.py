from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

# An empty conninfo lets libpq take host, port, user, password and database from PG* variables.
pool = ConnectionPool(conninfo="", kwargs={"row_factory": dict_row}, open=False)

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
"""


def open_pool():
    pool.open(wait=True)
    with pool.connection() as conn:
        conn.execute(SCHEMA)
