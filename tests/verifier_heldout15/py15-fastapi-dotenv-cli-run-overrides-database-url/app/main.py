from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException

from app import db


@asynccontextmanager
async def lifespan(_):
    await db.connect()
    yield
    await db.disconnect()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
async def tags():
    rows = await db.pool.fetch("SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag")
    return {"tags": [r["tag"] for r in rows]}


@app.get("/api/profiles/{username}")
async def profile(username: str):
    row = await db.pool.fetchrow("SELECT username, bio, image FROM users WHERE username = $1", username)
    if row is None:
        raise HTTPException(404, "profile not found")
    return {"profile": {**dict(row), "following": False}}
