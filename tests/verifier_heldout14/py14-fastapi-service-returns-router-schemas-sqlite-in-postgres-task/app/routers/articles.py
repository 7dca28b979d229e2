from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.repositories.article_repository import ArticleRepository
from app.routers.schemas import ArticleEnvelope, ArticleList
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter()


def get_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


@router.get("/articles", response_model=ArticleList)
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(get_service)):
    return service.list(author, limit, offset)


@router.get("/articles/{slug}", response_model=ArticleEnvelope)
def get_article(slug: str, service: ArticleService = Depends(get_service)):
    try:
        return {"article": service.get(slug)}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="Article not found")
