from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

# An empty conninfo: libpq takes host, port, user, password and database from the PG* variables.
pool = AsyncConnectionPool(conninfo="", kwargs={"row_factory": dict_row}, open=False)

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (
    id BIGSERIAL PRIMARY KEY,
    name TEXT UNIQUE NOT NULL
);
"""


async def open_pool() -> None:
    await pool.open()
    async with pool.connection() as conn:
        await conn.execute(SCHEMA)
