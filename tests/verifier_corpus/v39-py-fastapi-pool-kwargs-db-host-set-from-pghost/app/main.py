from fastapi import FastAPI
from app.db import pool

app = FastAPI()


@app.get("/api/tags")
def get_tags():
    with pool.connection() as conn:
        rows = conn.execute("SELECT name FROM tags ORDER BY name").fetchall()
    return {"tags": [r[0] for r in rows]}
