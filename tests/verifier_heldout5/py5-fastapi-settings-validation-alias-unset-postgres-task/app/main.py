from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

from app import crud
from app.db import Base, engine, get_db

app = FastAPI()


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check() -> dict:
    return {"ok": True}


@app.get("/api/articles")
def articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)) -> dict:
    rows, total = crud.list_articles(db, limit, offset)
    return {
        "articles": [
            {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
             "tagList": [], "author": {"username": a.author.username}}
            for a in rows
        ],
        "articlesCount": total,
    }


@app.get("/api/articles/{slug}")
def article(slug: str, db: Session = Depends(get_db)) -> dict:
    found = crud.get_article(db, slug)
    if found is None:
        raise HTTPException(404)
    return {"article": {"slug": found.slug, "title": found.title, "body": found.body}}
