from fastapi import APIRouter, HTTPException

from conduit.services.articles import ArticleService

router = APIRouter(prefix="/api")
service = ArticleService()


@router.get("/health-check")
async def health_check() -> dict:
    return {"status": "ok"}


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0) -> dict:
    rows, total = await service.feed(limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title, "author": {"username": a.author.username}} for a in rows],
            "articlesCount": total}


@router.get("/articles/{slug}")
async def get_article(slug: str) -> dict:
    article = await service.get(slug)
    if article is None:
        raise HTTPException(404)
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
