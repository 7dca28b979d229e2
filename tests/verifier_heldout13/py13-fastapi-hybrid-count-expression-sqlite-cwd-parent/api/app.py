from fastapi import FastAPI
from sqlalchemy import select

from api.models import Article, Base
from api.storage import SessionLocal, engine

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles")
def list_articles(limit: int = 20, offset: int = 0, sort: str = "recent"):
    order = Article.favorites_count.desc() if sort == "popular" else Article.created_at.desc()
    with SessionLocal() as s:
        rows = s.scalars(select(Article).order_by(order, Article.id.desc()).limit(limit).offset(offset)).all()
        return {"articles": [{"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                              "tagList": [], "favorited": False, "favoritesCount": a.favorites_count,
                              "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
                              "author": {"username": a.author.username, "bio": a.author.bio,
                                         "image": a.author.image, "following": False}} for a in rows],
                "articlesCount": len(rows)}
