from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException

from api.models import Article, User
from api.routes.dependencies import current_user, get_articles
from api.services.articles import ArticleService

router = APIRouter(prefix="/articles")


def _out(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("")
def listing(svc: Annotated[ArticleService, Depends(get_articles)], limit: int = 20, offset: int = 0):
    rows, total = svc.listing(limit, offset)
    return {"articles": [_out(a) for a in rows], "articlesCount": total}


@router.post("", status_code=201)
def publish(body: dict, user: Annotated[User, Depends(current_user)],
            svc: Annotated[ArticleService, Depends(get_articles)]):
    d = body["article"]
    return {"article": _out(svc.publish(user, d["title"], d["description"], d["body"]))}


@router.get("/{slug}")
def show(slug: str, svc: Annotated[ArticleService, Depends(get_articles)]):
    article = svc.find(slug)
    if article is None:
        raise HTTPException(404)
    return {"article": _out(article)}
