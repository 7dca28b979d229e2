from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from api.db import Base, Session, engine
from api.models import Article

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with Session() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
        if a is None:
            raise HTTPException(404)
        return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
