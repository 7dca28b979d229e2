from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Article

router = APIRouter(prefix="/api")


@router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, session: Session = Depends(get_session)) -> dict:
    rows = session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [_article(a) for a in rows], "articlesCount": len(rows)}


@router.get("/articles/{slug}")
def get_article(slug: str, session: Session = Depends(get_session)) -> dict:
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _article(article)}


def _article(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio, "following": False}}
