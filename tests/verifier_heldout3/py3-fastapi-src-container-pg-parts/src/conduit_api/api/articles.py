from fastapi import APIRouter, Body, Depends, Query, Response

from conduit_api.api.deps import container, current_user, optional_user
from conduit_api.container import Container
from conduit_api.models import User

router = APIRouter(tags=["articles"])


def _article_out(view: dict) -> dict:
    a = view["article"]
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": view["favorited"], "favoritesCount": view["favoritesCount"],
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": view["following"]},
    }


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = Query(20, ge=1), offset: int = Query(0, ge=0),
                  viewer: User | None = Depends(optional_user), c: Container = Depends(container)) -> dict:
    rows, total = c.articles.list(tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": [_article_out(c.articles.view(a, viewer)) for a in rows], "articlesCount": total}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, viewer: User = Depends(current_user),
         c: Container = Depends(container)) -> dict:
    rows, total = c.articles.feed(viewer, limit, offset)
    return {"articles": [_article_out(c.articles.view(a, viewer)) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create(payload: dict = Body(...), viewer: User = Depends(current_user),
           c: Container = Depends(container)) -> dict:
    data = payload["article"]
    article = c.articles.create(viewer, data["title"], data["description"], data["body"],
                                data.get("tagList", []))
    return {"article": _article_out(c.articles.view(article, viewer))}


@router.get("/articles/{slug}")
def get_article(slug: str, viewer: User | None = Depends(optional_user),
                c: Container = Depends(container)) -> dict:
    return {"article": _article_out(c.articles.view(c.articles.get(slug), viewer))}


@router.delete("/articles/{slug}", status_code=204)
def delete(slug: str, viewer: User = Depends(current_user), c: Container = Depends(container)) -> Response:
    c.articles.delete(viewer, slug)
    return Response(status_code=204)


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, viewer: User = Depends(current_user), c: Container = Depends(container)) -> dict:
    return {"article": _article_out(c.articles.view(c.articles.favorite(viewer, slug, True), viewer))}


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, viewer: User = Depends(current_user), c: Container = Depends(container)) -> dict:
    return {"article": _article_out(c.articles.view(c.articles.favorite(viewer, slug, False), viewer))}


@router.get("/tags")
def tags(c: Container = Depends(container)) -> dict:
    return {"tags": c.articles.tags()}
