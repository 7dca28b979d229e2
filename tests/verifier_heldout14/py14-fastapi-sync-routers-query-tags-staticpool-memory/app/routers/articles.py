from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter()


def get_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


def to_json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(get_service)):
    articles, count = service.list(author, limit, offset)
    return {"articles": [to_json(a) for a in articles], "articlesCount": count}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_service)):
    try:
        return {"article": to_json(service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="Article not found")
