from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

CONNINFO = "host=localhost port=5432 dbname=conduit user=user password=password"

pool = ConnectionPool(CONNINFO, open=False, kwargs={"row_factory": dict_row})

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL,
    bio TEXT,
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (
    id SERIAL PRIMARY KEY,
    name TEXT UNIQUE NOT NULL
);
"""


@asynccontextmanager
async def lifespan(_):
    pool.open()
    with pool.connection() as conn:
        conn.execute(SCHEMA)
    yield
    pool.close()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def get_tags():
    with pool.connection() as conn:
        rows = conn.execute("SELECT name FROM tags ORDER BY name").fetchall()
    return {"tags": [r["name"] for r in rows]}


@app.get("/api/profiles/{username}")
def get_profile(username: str):
    with pool.connection() as conn:
        row = conn.execute(
            "SELECT username, bio, image FROM users WHERE username = %s", (username,)
        ).fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="Profile not found")
    return {"profile": {**row, "following": False}}
