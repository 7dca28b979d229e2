from fastapi import APIRouter, Depends

from app.dependencies import get_article_service
from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0, service: ArticleService = Depends(get_article_service)):
    articles, count = await service.list_articles(limit, offset)
    return {"articles": articles, "articlesCount": count}
