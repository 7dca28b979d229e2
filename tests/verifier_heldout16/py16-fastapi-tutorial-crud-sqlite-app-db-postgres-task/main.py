from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

import crud
import models
from database import engine, get_db

models.Base.metadata.create_all(bind=engine)

app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    items = crud.get_articles(db, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in items], "articlesCount": len(items)}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
