from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.database import get_db
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService

router = APIRouter(prefix="/api/articles", tags=["articles"])


def service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


@router.get("")
def list_articles(limit: int = 20, offset: int = 0, svc: ArticleService = Depends(service)):
    return svc.list(limit, offset)


@router.get("/{slug}")
def get_article(slug: str, svc: ArticleService = Depends(service)):
    found = svc.get(slug)
    if found is None:
        raise HTTPException(404, "article not found")
    return found
