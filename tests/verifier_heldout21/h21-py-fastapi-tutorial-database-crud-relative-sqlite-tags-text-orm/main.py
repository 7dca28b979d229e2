from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

import crud
import models
from database import engine, get_db

models.Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": crud.get_tags(db)}


@app.get("/api/articles")
def list_articles(tag: str | None = None, limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    articles, total = crud.get_articles(db, tag, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title, "tagList": [t.name for t in a.tags]}
                         for a in articles], "articlesCount": total}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
