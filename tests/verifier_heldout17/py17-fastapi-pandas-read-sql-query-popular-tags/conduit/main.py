from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.database import Base, SessionLocal, engine
from conduit.models import Article
from conduit.stats import popular_tag_names

Base.metadata.create_all(engine)
app = FastAPI()


def get_session():
    with SessionLocal() as session:
        yield session


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    return {"tags": popular_tag_names()}


@app.get("/api/articles/{slug}")
def article(slug: str, db: Session = Depends(get_session)):
    a = db.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404, "not found")
    return {"article": {"slug": a.slug, "title": a.title, "tagList": [t.name for t in a.tags]}}
