from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.db import get_db
from conduit.models import Article, User, favorites

router = APIRouter(prefix="/articles", tags=["articles"])


def _dump(article: Article, count: int) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": count,
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image, "following": False},
    }


@router.get("")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0, db: Session = Depends(get_db)) -> dict:
    count = select(func.count()).select_from(favorites).where(favorites.c.article_id == Article.id).scalar_subquery()
    stmt = select(Article, count).order_by(Article.created_at.desc())
    if author:
        stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.execute(stmt.limit(limit).offset(offset)).all()
    return {"articles": [_dump(a, c) for a, c in rows], "articlesCount": total}


@router.get("/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)) -> dict:
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _dump(article, len(article.favorited_by))}
