from fastapi import Depends, FastAPI
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


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    articles = crud.get_feed(db, 1, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in articles],
            "articlesCount": len(articles)}
