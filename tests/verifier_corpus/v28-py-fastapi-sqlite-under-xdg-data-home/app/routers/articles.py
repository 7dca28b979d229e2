from fastapi import APIRouter, Body, Depends, HTTPException

from app.dependencies import article_service, optional_user, required_user
from app.services.article_service import ArticleService
from app.services.errors import DomainError

router = APIRouter()


def article_out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  viewer=Depends(optional_user), svc: ArticleService = Depends(article_service)):
    rows, total = svc.list(tag=tag, author=author, limit=limit, offset=offset)
    return {"articles": [article_out(a) for a in rows], "articlesCount": total}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, user=Depends(required_user), svc: ArticleService = Depends(article_service)):
    rows, total = svc.feed(user, limit, offset)
    return {"articles": [article_out(a) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create(payload: dict = Body(...), user=Depends(required_user), svc: ArticleService = Depends(article_service)):
    d = payload.get("article", {})
    a = svc.create(user, d.get("title"), d.get("description"), d.get("body"), d.get("tagList") or [])
    return {"article": article_out(a)}


@router.get("/articles/{slug}")
def get_article(slug: str, svc: ArticleService = Depends(article_service)):
    try:
        return {"article": article_out(svc.get(slug))}
    except DomainError as e:
        raise HTTPException(e.status, {e.field: [e.message]})


@router.get("/tags")
def tags(svc: ArticleService = Depends(article_service)):
    return {"tags": svc.tags()}
