from dishka.integrations.fastapi import FromDishka, inject
from fastapi import APIRouter, HTTPException

from app.api.schemas import ArticleOut
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService

router = APIRouter(prefix="/articles")


@router.get("")
@inject
async def list_articles(
    service: FromDishka[ArticleService], tag: str | None = None, limit: int = 20, offset: int = 0
) -> dict:
    items, total = await service.feed(tag, limit, offset)
    return {"articles": [ArticleOut.from_model(a) for a in items], "articlesCount": total}


@router.get("/{slug}")
@inject
async def get_article(slug: str, articles: FromDishka[ArticleRepository]) -> dict:
    article = await articles.get_by_slug(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": ArticleOut.from_model(article)}
