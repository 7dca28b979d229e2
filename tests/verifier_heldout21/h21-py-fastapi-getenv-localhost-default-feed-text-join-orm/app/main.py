from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import text
from sqlalchemy.orm import Session

from app import models
from app.database import Base, engine, get_db

Base.metadata.create_all(bind=engine)
app = FastAPI()

FEED_SQL = text(
    """
    SELECT a.slug, a.title, a.description, a.created_at, u.username, u.image
    FROM articles a
    JOIN follows f ON f.followee_id = a.author_id
    JOIN users u ON u.id = a.author_id
    WHERE f.follower_id = :user_id
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, x_user_id: int | None = Header(None), db: Session = Depends(get_db)):
    if x_user_id is None:
        raise HTTPException(status_code=401)
    rows = db.execute(FEED_SQL, {"user_id": x_user_id, "limit": limit, "offset": offset}).mappings().all()
    articles = [
        {"slug": r["slug"], "title": r["title"], "description": r["description"],
         "createdAt": r["created_at"].isoformat(), "author": {"username": r["username"], "image": r["image"]}}
        for r in rows
    ]
    return {"articles": articles, "articlesCount": len(articles)}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.query(models.Article).filter_by(slug=slug).first()
    if article is None:
        raise HTTPException(status_code=404)
    return {"article": {"slug": article.slug, "title": article.title}}
