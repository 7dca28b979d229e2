from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import get_article_service
from app.services.article_service import ArticleService
from app.services.errors import NotFoundError

router = APIRouter(tags=["articles"])


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0,
                        service: ArticleService = Depends(get_article_service)):
    items, count = await service.list(limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in items], "articlesCount": count}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    try:
        a = await service.get(slug)
    except NotFoundError:
        raise HTTPException(404, detail="article not found")
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body}}
