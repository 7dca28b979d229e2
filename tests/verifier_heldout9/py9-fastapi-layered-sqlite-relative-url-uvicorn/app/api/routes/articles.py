from fastapi import APIRouter, Depends, Query

from app.dependencies import get_article_service
from app.services.article_service import ArticleService

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None,
                  limit: int = Query(20), offset: int = Query(0),
                  service: ArticleService = Depends(get_article_service)):
    items, count = service.list(tag, author, limit, offset)
    return {"articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
         "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat() + "Z",
         "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
         "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                    "following": False}} for a in items], "articlesCount": count}


@router.get("/tags")
def tags(service: ArticleService = Depends(get_article_service)):
    return {"tags": service.tags()}
