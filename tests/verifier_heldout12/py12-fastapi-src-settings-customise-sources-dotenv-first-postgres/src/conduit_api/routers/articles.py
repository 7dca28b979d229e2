from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit_api.db import get_db
from conduit_api.models import Article, Favorite

router = APIRouter(prefix="/articles", tags=["articles"])


def serialize(article: Article, count: int) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "favorited": False, "favoritesCount": count,
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


@router.get("")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    counts = (select(Favorite.article_id, func.count().label("n"))
              .group_by(Favorite.article_id).subquery())
    stmt = (select(Article, func.coalesce(counts.c.n, 0))
            .outerjoin(counts, counts.c.article_id == Article.id)
            .order_by(Article.created_at.desc()).limit(limit).offset(offset))
    rows = db.execute(stmt).all()
    total = db.scalar(select(func.count(Article.id)))
    return {"articles": [serialize(a, n) for a, n in rows], "articlesCount": total}


@router.get("/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "article not found")
    count = db.scalar(select(func.count()).where(Favorite.article_id == article.id))
    return {"article": serialize(article, count)}
