from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException

from app.db import init_schema, pool
from app.models import Profile


@asynccontextmanager
async def lifespan(app):
    pool.open()
    init_schema()
    yield
    pool.close()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with pool.connection() as conn:
        row = conn.execute(
            "SELECT username, bio, image FROM users WHERE username = %s", (username,)
        ).fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="not found")
    return {"profile": Profile(following=False, **row).__dict__}


@app.post("/api/profiles/{username}/follow")
def follow(username: str, follower_id: int = 1):
    with pool.connection() as conn:
        target = conn.execute("SELECT id FROM users WHERE username = %s", (username,)).fetchone()
        if target is None:
            raise HTTPException(status_code=404, detail="not found")
        conn.execute(
            "INSERT INTO follows (follower_id, followee_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
            (follower_id, target["id"]),
        )
    return {"profile": {"username": username, "following": True}}
