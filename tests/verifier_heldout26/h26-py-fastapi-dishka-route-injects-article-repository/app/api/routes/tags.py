from dishka.integrations.fastapi import FromDishka, inject
from fastapi import APIRouter

from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/tags")
@inject
async def list_tags(service: FromDishka[ArticleService]) -> dict:
    return {"tags": await service.tag_names()}
