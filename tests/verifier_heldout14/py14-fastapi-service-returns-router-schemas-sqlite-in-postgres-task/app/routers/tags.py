from fastapi import APIRouter, Depends

from app.routers.articles import get_service
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/tags")
def get_tags(service: ArticleService = Depends(get_service)):
    return {"tags": service.tags()}
