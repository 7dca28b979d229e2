from fastapi import Depends, FastAPI
from sqlalchemy import func, select
from sqlalchemy import text as raw
from sqlalchemy.orm import Session

from app.db import Article, Base, SessionLocal, User, engine

Base.metadata.create_all(engine)
app = FastAPI()


def get_session():
    with SessionLocal() as session:
        yield session


def _shape(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "body": a.body, "createdAt": a.created_at.isoformat(),
            "author": {"username": a.author.username}}


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.get("/api/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  session: Session = Depends(get_session)) -> dict:
    stmt = select(Article)
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = session.scalars(stmt.order_by(raw("articles.created_at DESC, articles.id DESC")).limit(limit).offset(offset))
    return {"articles": [_shape(a) for a in rows], "articlesCount": total}
