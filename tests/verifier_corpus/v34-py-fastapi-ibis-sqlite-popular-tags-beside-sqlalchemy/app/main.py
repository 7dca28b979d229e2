from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from app.database import SessionLocal, engine
from app.models import Article, Base
from app.tag_stats import popular_tags

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    return {"tags": popular_tags()}


@app.get("/api/articles/{slug}")
def article(slug: str):
    with SessionLocal() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
        if a is None:
            raise HTTPException(404)
        return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
