from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import get_article_service
from app.services.article_service import ArticleNotFound, ArticleService

router = APIRouter(tags=["articles"])


@router.get("/articles")
async def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                        service: ArticleService = Depends(get_article_service)):
    rows, total = await service.list(author, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": total}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    try:
        article = await service.get(slug)
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
