from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

import models
from database import SessionLocal, engine

models.Base.metadata.create_all(bind=engine)

app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.query(models.Article).filter(models.Article.slug == slug).first()
    if article is None:
        raise HTTPException(status_code=404, detail="not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
