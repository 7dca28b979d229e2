from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db import SessionLocal, engine
from conduit.feed import feed
from conduit.models import Article, Base

Base.metadata.create_all(engine)
app = FastAPI()


def get_db():
    with SessionLocal() as db:
        yield db


def current_user_id(authorization: str = Header(default="")) -> int:
    if not authorization.startswith("Token "):
        raise HTTPException(401)
    return 1  # token decoding omitted


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/feed")
def get_feed(limit: int = 20, offset: int = 0, uid: int = Depends(current_user_id),
             db: Session = Depends(get_db)):
    articles, total = feed(db, uid, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in articles], "articlesCount": total}


@app.get("/api/articles/{slug}")
def article(slug: str, db: Session = Depends(get_db)):
    a = db.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404)
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
