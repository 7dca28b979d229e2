from fastapi import APIRouter, Depends, HTTPException, Query

from app.services.article_service import ArticleNotFound, ArticleService
from app.core.dependencies import get_article_service

router = APIRouter(prefix="/api", tags=["articles"])


def _out(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at, "updatedAt": a.updated_at,
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None,
                        limit: int = Query(20, ge=1), offset: int = Query(0, ge=0),
                        service: ArticleService = Depends(get_article_service)):
    items, count = await service.list(tag=tag, author=author, limit=limit, offset=offset)
    return {"articles": [_out(a) for a in items], "articlesCount": count}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(get_article_service)):
    try:
        return {"article": _out(await service.get(slug))}
    except ArticleNotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.get("/tags")
async def list_tags(service: ArticleService = Depends(get_article_service)):
    return {"tags": await service.tags()}
