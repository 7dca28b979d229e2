from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse
from app.db import engine
from app.models import Base
from app.repositories import articles as article_repository

app = FastAPI()
Base.metadata.create_all(engine)


@app.get("/api/articles/export.csv", response_class=PlainTextResponse)
def export_articles():
    return article_repository.export_csv()


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    article = article_repository.get_by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404)
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
