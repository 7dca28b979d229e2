from fastapi import APIRouter, Depends

from app.services.article_service import ArticleService
from app.services.providers import article_service

router = APIRouter()


@router.get("/tags")
def list_tags(articles: ArticleService = Depends(article_service)):
    return {"tags": articles.tags()}
