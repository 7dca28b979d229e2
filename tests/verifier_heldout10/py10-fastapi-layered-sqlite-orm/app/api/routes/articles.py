from fastapi import APIRouter, Body, Depends, HTTPException

from app.api.deps import current_user
from app.container import article_service
from app.services.article_service import ArticleService
from app.services.errors import Forbidden, NotFound

router = APIRouter()


def to_json(article, viewer=None):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and viewer in article.favorited_by,
        "favoritesCount": len(article.favorited_by),
        "author": {
            "username": article.author.username,
            "bio": article.author.bio,
            "image": article.author.image,
            "following": viewer is not None and article.author in viewer.following,
        },
    }


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0, service: ArticleService = Depends(article_service)):
    rows, count = service.list(tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": [to_json(a) for a in rows], "articlesCount": count}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, user=Depends(current_user),
         service: ArticleService = Depends(article_service)):
    rows, count = service.feed(user, limit, offset)
    return {"articles": [to_json(a, user) for a in rows], "articlesCount": count}


@router.post("/articles", status_code=201)
def create(payload: dict = Body(...), user=Depends(current_user),
           service: ArticleService = Depends(article_service)):
    return {"article": to_json(service.create(user, payload["article"]), user)}


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    try:
        return {"article": to_json(service.get(slug))}
    except NotFound:
        raise HTTPException(status_code=404, detail="article not found")


@router.delete("/articles/{slug}", status_code=204)
def delete(slug: str, user=Depends(current_user), service: ArticleService = Depends(article_service)):
    try:
        service.delete(user, slug)
    except NotFound:
        raise HTTPException(status_code=404, detail="article not found")
    except Forbidden:
        raise HTTPException(status_code=403, detail="forbidden")
