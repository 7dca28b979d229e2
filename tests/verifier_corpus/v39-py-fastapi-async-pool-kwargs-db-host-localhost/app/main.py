from contextlib import asynccontextmanager
from fastapi import FastAPI
from app.db import pool


@asynccontextmanager
async def lifespan(app):
    await pool.open()
    yield
    await pool.close()


app = FastAPI(lifespan=lifespan)


@app.get("/api/tags")
async def get_tags():
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT name FROM tags ORDER BY name")
        rows = await cur.fetchall()
    return {"tags": [r[0] for r in rows]}
