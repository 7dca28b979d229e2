from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from .db import Base, Session, engine
from .models import Article
from .queries import feed as feed_queries

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0):
    with Session() as s:
        rows = feed_queries.feed(s, 1, limit, offset)
    return {"articles": [dict(r) for r in rows], "articlesCount": len(rows)}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with Session() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": {"slug": a.slug, "title": a.title}}


@app.get("/api/tags")
def tags():
    with Session() as s:
        return {"tags": feed_queries.tag_names(s)}
