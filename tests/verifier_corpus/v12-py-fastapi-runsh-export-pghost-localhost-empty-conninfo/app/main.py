from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException

from app.db import open_pool, pool


@asynccontextmanager
async def lifespan(app: FastAPI):
    await open_pool()
    yield
    await pool.close()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
async def list_tags():
    async with pool.connection() as conn:
        rows = await (await conn.execute("SELECT name FROM tags ORDER BY name")).fetchall()
    return {"tags": [r["name"] for r in rows]}


@app.get("/api/profiles/{username}")
async def get_profile(username: str):
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT username, bio, image FROM users WHERE username = %s", (username,))
        row = await cur.fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {**row, "following": False}}
