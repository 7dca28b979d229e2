from fastapi import APIRouter, Body, Depends

from ..models import ArticleCreate
from ..services.article_service import ArticleService
from .dependencies import current_user

router = APIRouter()
service = ArticleService()


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0):
    return await service.list(limit, offset)


@router.post("/articles", status_code=201)
async def create_article(article: ArticleCreate = Body(embed=True), user=Depends(current_user)):
    return {"article": await service.create(user, article)}


@router.get("/articles/{slug}")
async def get_article(slug: str):
    return {"article": await service.get(slug)}


@router.get("/tags")
async def tags():
    return {"tags": await service.tags()}
