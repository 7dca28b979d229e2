from fastapi import APIRouter, Depends, HTTPException, Query

from app.container import article_service
from app.services.article_service import ArticleService
from app.services.errors import ServiceError

router = APIRouter()


def article_json(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
        "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None,
                        limit: int = Query(20), offset: int = Query(0),
                        service: ArticleService = Depends(article_service)):
    items, total = await service.list_articles(tag, author, limit, offset)
    return {"articles": [article_json(a) for a in items], "articlesCount": total}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        return {"article": article_json(await service.get(slug))}
    except ServiceError as exc:
        raise HTTPException(exc.status_code, {"errors": {"body": [str(exc)]}})
