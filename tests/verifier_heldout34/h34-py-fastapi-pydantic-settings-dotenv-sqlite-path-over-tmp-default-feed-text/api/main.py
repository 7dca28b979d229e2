from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db import Base, engine, get_session
from api.feed import load_feed
from api.models import Article

Base.metadata.create_all(bind=engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, db: Session = Depends(get_session)):
    items = load_feed(db, 1, limit, offset)
    return {"articles": items, "articlesCount": len(items)}


@app.get("/api/articles/{slug}")
def article(slug: str, db: Session = Depends(get_session)):
    a = db.scalar(select(Article).where(Article.slug == slug))
    return {"article": {"slug": a.slug, "title": a.title}} if a else {"errors": {"article": ["not found"]}}
