from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from src.database import get_db
from src.models import Article, Follow
from src.repositories.article_repository import ArticleRepository
from src.services.article_service import ArticleService

router = APIRouter(prefix="/api")


def get_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


def serialize(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio,
                       "image": a.author.image, "following": False}}


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(get_service)):
    items, count = service.list_articles(author, limit, offset)
    return {"articles": [serialize(a) for a in items], "articlesCount": count}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, x_user_id: int | None = Header(default=None),
         db: Session = Depends(get_db)):
    if x_user_id is None:
        raise HTTPException(status_code=401, detail="Unauthorized")
    query = (
        db.query(Article)
        .join(Follow, Follow.following_id == Article.author_id)
        .filter(Follow.follower_id == x_user_id)
    )
    items = query.order_by(Article.created_at.desc()).offset(offset).limit(limit).all()
    return {"articles": [serialize(a) for a in items], "articlesCount": query.count()}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_service)):
    return {"article": serialize(service.get_article(slug))}
