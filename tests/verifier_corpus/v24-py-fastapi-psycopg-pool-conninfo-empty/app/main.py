from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException

from app.db import create_schema, pool


@asynccontextmanager
async def lifespan(app: FastAPI):
    pool.open(wait=True)
    create_schema()
    yield
    pool.close()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with pool.connection() as conn:
        rows = conn.execute("SELECT name FROM tags ORDER BY name").fetchall()
    return {"tags": [r["name"] for r in rows]}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with pool.connection() as conn:
        row = conn.execute("SELECT username, bio, image FROM users WHERE username = %s", (username,)).fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {**row, "following": False}}
