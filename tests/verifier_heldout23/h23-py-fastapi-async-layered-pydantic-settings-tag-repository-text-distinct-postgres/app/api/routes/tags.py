from fastapi import APIRouter, Depends

from app.dependencies import article_service
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/tags")
async def tags(articles: ArticleService = Depends(article_service)):
    return {"tags": await articles.popular_tags()}
