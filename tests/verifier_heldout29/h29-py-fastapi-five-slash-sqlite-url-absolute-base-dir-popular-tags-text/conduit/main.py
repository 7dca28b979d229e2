from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import Base, engine, get_db
from .models import Article
from .tags import popular_tags

Base.metadata.create_all(bind=engine)

app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": popular_tags(db)}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalars(select(Article).where(Article.slug == slug)).first()
    if article is None:
        raise HTTPException(status_code=404, detail="not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body,
                        "tagList": sorted(t.name for t in article.tags)}}
