from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import Base, engine, get_db
from .feed import feed
from .models import Article
from .security import user_id_from_header

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/articles/feed")
def get_feed(limit: int = 20, offset: int = 0, authorization: str | None = Header(None),
             db: Session = Depends(get_db)):
    uid = user_id_from_header(authorization)
    if uid is None:
        raise HTTPException(401)
    items = feed(db, uid, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in items], "articlesCount": len(items)}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404)
    return {"article": {"slug": article.slug, "title": article.title}}
