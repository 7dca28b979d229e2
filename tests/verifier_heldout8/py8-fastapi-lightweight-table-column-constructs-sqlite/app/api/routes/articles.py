from fastapi import APIRouter, Body, Depends, Response, status

from app.api.deps import current_user, optional_user
from app.models import User
from app.services.articles import ArticleService
from app.services.providers import article_service

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0, viewer: User | None = Depends(optional_user),
                  service: ArticleService = Depends(article_service)):
    items, total = service.list(viewer, tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": items, "articlesCount": total}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, viewer: User = Depends(current_user),
         service: ArticleService = Depends(article_service)):
    items, total = service.feed(viewer, limit, offset)
    return {"articles": items, "articlesCount": total}


@router.post("/articles", status_code=status.HTTP_201_CREATED)
def create_article(article: dict = Body(..., embed=True), viewer: User = Depends(current_user),
                   service: ArticleService = Depends(article_service)):
    created = service.create(viewer, article.get("title", ""), article.get("description", ""),
                             article.get("body", ""), article.get("tagList") or [])
    return {"article": service.to_dict(created, viewer)}


@router.get("/articles/{slug}")
def get_article(slug: str, viewer: User | None = Depends(optional_user),
                service: ArticleService = Depends(article_service)):
    return {"article": service.to_dict(service.get(slug), viewer)}


@router.delete("/articles/{slug}", status_code=status.HTTP_204_NO_CONTENT)
def delete_article(slug: str, viewer: User = Depends(current_user),
                   service: ArticleService = Depends(article_service)):
    service.delete(slug, viewer)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, viewer: User = Depends(current_user), service: ArticleService = Depends(article_service)):
    return {"article": service.to_dict(service.favorite(slug, viewer, True), viewer)}


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, viewer: User = Depends(current_user), service: ArticleService = Depends(article_service)):
    return {"article": service.to_dict(service.favorite(slug, viewer, False), viewer)}


@router.get("/tags")
def tags(service: ArticleService = Depends(article_service)):
    return {"tags": service.tags()}
