from fastapi import FastAPI
from sqlalchemy import select, text

from api.db import SessionLocal, engine
from api.models import Article, Base

Base.metadata.create_all(engine)
app = FastAPI()

POPULAR_TAGS = text(
    """
    SELECT t.name
    FROM tags t JOIN article_tag at ON at.tag_id = t.id
    GROUP BY t.name
    ORDER BY count(*) DESC, t.name
    """
)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        return {"tags": session.execute(POPULAR_TAGS).scalars().all()}


@app.get("/api/articles")
def articles(limit: int = 20, offset: int = 0):
    with SessionLocal() as session:
        rows = session.scalars(select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)).all()
        return {"articles": [{"slug": a.slug, "title": a.title, "tagList": [t.name for t in a.tags]} for a in rows],
                "articlesCount": len(rows)}
