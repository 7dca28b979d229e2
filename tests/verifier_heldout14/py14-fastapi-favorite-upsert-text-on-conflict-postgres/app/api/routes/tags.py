from fastapi import APIRouter, Depends

from app.container import article_service
from app.services.article_service import ArticleService

router = APIRouter(tags=["tags"])


@router.get("/tags")
async def list_tags(service: ArticleService = Depends(article_service)) -> dict:
    return {"tags": await service.tags()}
