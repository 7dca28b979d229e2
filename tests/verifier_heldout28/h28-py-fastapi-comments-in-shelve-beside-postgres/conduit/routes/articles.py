import re

from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.models import Article, User
from conduit.security import require_user

router = APIRouter()


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_session)):
    total = db.scalar(select(func.count(Article.id)))
    rows = db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [_article(a) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(body: dict = Body(...), user: User = Depends(require_user), db: Session = Depends(get_session)):
    data = body.get("article") or {}
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                      title=data.get("title", ""), description=data.get("description", ""),
                      body=data.get("body", ""), author_id=user.id)
    db.add(article)
    db.commit()
    return {"article": _article(db.get(Article, article.id))}


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_session)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "article not found")
    return {"article": _article(article)}
