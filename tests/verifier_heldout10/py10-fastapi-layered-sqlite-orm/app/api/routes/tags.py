from fastapi import APIRouter, Depends

from app.container import article_service
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/tags")
def list_tags(service: ArticleService = Depends(article_service)):
    return {"tags": service.tags()}
