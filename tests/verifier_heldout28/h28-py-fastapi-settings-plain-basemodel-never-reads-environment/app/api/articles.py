from fastapi import APIRouter, Depends
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Article

router = APIRouter()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_session)):
    total = db.scalar(select(func.count(Article.id)))
    rows = db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [{"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                          "tagList": [], "createdAt": a.created_at.isoformat(),
                          "updatedAt": a.created_at.isoformat(), "favorited": False, "favoritesCount": 0,
                          "author": {"username": a.author.username, "bio": a.author.bio,
                                     "image": a.author.image, "following": False}} for a in rows],
            "articlesCount": total}
