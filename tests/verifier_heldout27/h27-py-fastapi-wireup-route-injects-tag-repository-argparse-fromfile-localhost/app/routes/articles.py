from fastapi import APIRouter, Query
from wireup import Injected

from app.services.article_service import ArticleService

router = APIRouter()


@router.get("/articles")
async def list_articles(
    service: Injected[ArticleService],
    limit: int = Query(20, ge=1),
    offset: int = Query(0, ge=0),
) -> dict:
    items, total = service.list(limit, offset)
    return {
        "articles": [
            {"slug": a.slug, "title": a.title, "description": a.description, "createdAt": a.created_at.isoformat()}
            for a in items
        ],
        "articlesCount": total,
    }
