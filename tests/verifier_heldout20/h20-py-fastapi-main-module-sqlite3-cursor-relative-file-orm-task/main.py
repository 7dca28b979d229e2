import uvicorn
from fastapi import FastAPI, HTTPException

from database import get_conn, init_db

app = FastAPI(title="Conduit API")


@app.on_event("startup")
def startup() -> None:
    init_db()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def get_profile(username: str):
    with get_conn() as conn:
        cur = conn.cursor()
        cur.execute("SELECT username, bio, image FROM users WHERE username = ?", (username,))
        row = cur.fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="Profile not found")
    return {"profile": {**dict(row), "following": False}}


@app.get("/api/articles")
def list_articles(limit: int = 20, offset: int = 0, author: str | None = None):
    sql = ("SELECT a.*, u.username, u.bio, u.image, "
           "(SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count "
           "FROM articles a JOIN users u ON u.id = a.author_id")
    params: list = []
    if author:
        sql += " WHERE u.username = ?"
        params.append(author)
    sql += " ORDER BY a.created_at DESC LIMIT ? OFFSET ?"
    with get_conn() as conn:
        rows = conn.execute(sql, [*params, limit, offset]).fetchall()
    return {"articles": [{"slug": r["slug"], "title": r["title"], "favoritesCount": r["favorites_count"]}
                         for r in rows], "articlesCount": len(rows)}


if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=8080)
