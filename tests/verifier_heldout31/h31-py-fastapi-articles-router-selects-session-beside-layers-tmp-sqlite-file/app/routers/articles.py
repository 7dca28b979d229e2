from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Article, User

router = APIRouter()


def _out(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "author": {"username": a.author.username}}


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = Query(20), offset: int = Query(0),
                  db: Session = Depends(get_db)):
    stmt = select(Article)
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    articles = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [_out(a) for a in articles], "articlesCount": total}


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _out(article)}
