from fastapi import APIRouter, Body, Depends, Query

from app.api.auth import current_user, optional_user
from app.container import article_service
from app.models import User
from app.repositories.pagination import PageRequest
from app.services.article_service import ArticleService

router = APIRouter()


def article_out(view: dict) -> dict:
    a = view["article"]
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": view["favorited"], "favoritesCount": view["favorites_count"],
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": view["following"]},
    }


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = Query(20, ge=0), offset: int = Query(0, ge=0),
                  viewer: User | None = Depends(optional_user),
                  articles: ArticleService = Depends(article_service)):
    page = articles.list(tag=tag, author=author, favorited=favorited,
                         page=PageRequest(limit=limit, offset=offset))
    viewer_id = viewer.id if viewer else None
    return {"articles": [article_out(articles.view(a, viewer_id)) for a in page.items],
            "articlesCount": page.total}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, viewer: User = Depends(current_user),
         articles: ArticleService = Depends(article_service)):
    page = articles.feed(viewer.id, PageRequest(limit=limit, offset=offset))
    return {"articles": [article_out(articles.view(a, viewer.id)) for a in page.items],
            "articlesCount": page.total}


@router.post("/articles", status_code=201)
def create(payload: dict = Body(...), viewer: User = Depends(current_user),
           articles: ArticleService = Depends(article_service)):
    data = payload["article"]
    article = articles.create(viewer.id, data["title"], data["description"], data["body"],
                              data.get("tagList", []))
    return {"article": article_out(articles.view(article, viewer.id))}


@router.delete("/articles/{slug}", status_code=204)
def delete(slug: str, viewer: User = Depends(current_user), articles: ArticleService = Depends(article_service)):
    articles.delete(slug, viewer.id)


@router.get("/tags")
def tags(articles: ArticleService = Depends(article_service)):
    return {"tags": articles.tags()}
