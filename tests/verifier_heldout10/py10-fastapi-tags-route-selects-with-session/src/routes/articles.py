from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from src.db import get_session
from src.repositories.article_repository import ArticleRepository
from src.services.article_service import ArticleNotFound, ArticleService

router = APIRouter(prefix="/api")


def get_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, service: ArticleService = Depends(get_service)):
    articles = service.recent(limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in articles], "articlesCount": len(articles)}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(get_service)):
    try:
        article = service.get(slug)
    except ArticleNotFound:
        raise HTTPException(404, "article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
