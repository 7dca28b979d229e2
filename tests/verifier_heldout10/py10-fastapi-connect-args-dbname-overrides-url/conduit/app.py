from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from conduit.db import Session, engine
from conduit.models import Article, Base

app = FastAPI()


@app.on_event("startup")
def create_schema():
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health():
    return {"status": "up"}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with Session() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise HTTPException(404)
        return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
