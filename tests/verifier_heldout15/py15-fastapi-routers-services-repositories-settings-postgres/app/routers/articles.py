from fastapi import APIRouter, Body, Depends, HTTPException, Query

from app.dependencies import current_user_id, get_article_service, optional_user_id
from app.services.article_service import ArticleService
from app.services.errors import NotFound

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = Query(20, ge=1), offset: int = Query(0, ge=0),
                  viewer: int | None = Depends(optional_user_id),
                  service: ArticleService = Depends(get_article_service)):
    return service.list(tag, author, favorited, limit, offset, viewer)


@router.get("/articles/{slug}")
def get_article(slug: str, viewer: int | None = Depends(optional_user_id),
                service: ArticleService = Depends(get_article_service)):
    try:
        return {"article": service.get(slug, viewer)}
    except NotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, user_id: int = Depends(current_user_id),
             service: ArticleService = Depends(get_article_service)):
    try:
        return {"article": service.favorite(slug, user_id)}
    except NotFound:
        raise HTTPException(status_code=404, detail="article not found")
