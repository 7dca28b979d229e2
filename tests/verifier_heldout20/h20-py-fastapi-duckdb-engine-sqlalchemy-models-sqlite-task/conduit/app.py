from fastapi import FastAPI, HTTPException
from sqlalchemy import func, select

from conduit.database import Base, SessionLocal, engine
from conduit.models import Article, User

Base.metadata.create_all(engine)
app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles")
def list_articles(limit: int = 20, offset: int = 0, author: str | None = None):
    with SessionLocal() as s:
        stmt = select(Article, User).join(User, User.id == Article.author_id)
        if author:
            stmt = stmt.where(User.username == author)
        total = s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = s.execute(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [{"slug": a.slug, "title": a.title, "author": {"username": u.username}}
                         for a, u in rows], "articlesCount": total}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    with SessionLocal() as s:
        article = s.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
