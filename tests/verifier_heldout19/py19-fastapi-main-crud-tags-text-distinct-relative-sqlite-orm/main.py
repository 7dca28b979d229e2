from fastapi import Depends, FastAPI
from sqlalchemy.orm import Session
import crud
import models
from database import engine, get_db

models.Base.metadata.create_all(bind=engine)

app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def read_tags(db: Session = Depends(get_db)):
    return {"tags": crud.get_tags(db)}


@app.get("/api/articles")
def read_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    items = crud.get_articles(db, skip=offset, limit=limit)
    return {"articles": [{"slug": a.slug, "title": a.title, "tagList": [t.name for t in a.tags]} for a in items],
            "articlesCount": len(items)}
