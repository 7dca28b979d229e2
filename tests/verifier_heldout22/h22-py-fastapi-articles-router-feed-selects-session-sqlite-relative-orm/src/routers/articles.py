from fastapi import APIRouter, Depends, Request
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from src.database import get_db
from src.models import Article, User, follows
from src.repositories.article_repository import ArticleRepository
from src.routers.auth import current_user_id
from src.services.article_service import ArticleService

router = APIRouter(prefix="/api")


def get_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, user_id: int = Depends(current_user_id),
         db: Session = Depends(get_db)):
    followed = select(follows.c.followed_id).where(follows.c.follower_id == user_id)
    stmt = select(Article).where(Article.author_id.in_(followed))
    count = db.scalar(select(func.count()).select_from(stmt.subquery()))
    articles = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [serialize(a) for a in articles], "articlesCount": count}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_service)):
    return {"article": serialize(service.get(slug))}


@router.delete("/articles/{slug}")
def delete_article(slug: str, user_id: int = Depends(current_user_id),
                   service: ArticleService = Depends(get_service)):
    service.delete(slug, user_id)
    return {}


def serialize(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio,
                       "image": a.author.image, "following": False}}
