from fastapi import APIRouter, Depends, Query, Response
from pydantic import BaseModel, Field

from app.api.routes.auth import current_user, optional_user
from app.container import article_service
from app.models import User
from app.services.article_service import ArticleService

router = APIRouter(tags=["articles"])


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = Field(default_factory=list)


class NewArticleBody(BaseModel):
    article: NewArticle


def _render(view: dict) -> dict:
    a = view["article"]
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": view["favorited"], "favoritesCount": view["favorites_count"],
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": view["following"]},
    }


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None,
                        favorited: str | None = None, limit: int = Query(20, ge=0),
                        offset: int = Query(0, ge=0), viewer: User | None = Depends(optional_user),
                        service: ArticleService = Depends(article_service)) -> dict:
    views, total = await service.list(viewer, tag=tag, author=author, favorited=favorited,
                                      limit=limit, offset=offset)
    return {"articles": [_render(v) for v in views], "articlesCount": total}


@router.get("/articles/feed")
async def feed(limit: int = 20, offset: int = 0, viewer: User = Depends(current_user),
               service: ArticleService = Depends(article_service)) -> dict:
    views, total = await service.feed(viewer, limit, offset)
    return {"articles": [_render(v) for v in views], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create_article(payload: NewArticleBody, viewer: User = Depends(current_user),
                         service: ArticleService = Depends(article_service)) -> dict:
    a = payload.article
    article = await service.create(viewer, a.title, a.description, a.body, a.tagList)
    return {"article": _render(await service.view(article, viewer))}


@router.get("/articles/{slug}")
async def get_article(slug: str, viewer: User | None = Depends(optional_user),
                      service: ArticleService = Depends(article_service)) -> dict:
    return {"article": _render(await service.view(await service.get(slug), viewer))}


@router.delete("/articles/{slug}", status_code=204)
async def delete_article(slug: str, viewer: User = Depends(current_user),
                         service: ArticleService = Depends(article_service)) -> Response:
    await service.delete(viewer, slug)
    return Response(status_code=204)


@router.post("/articles/{slug}/favorite")
async def favorite(slug: str, viewer: User = Depends(current_user),
                   service: ArticleService = Depends(article_service)) -> dict:
    return {"article": _render(await service.set_favorite(viewer, slug, True))}


@router.delete("/articles/{slug}/favorite")
async def unfavorite(slug: str, viewer: User = Depends(current_user),
                     service: ArticleService = Depends(article_service)) -> dict:
    return {"article": _render(await service.set_favorite(viewer, slug, False))}
