from dependency_injector.wiring import Provide, inject
from fastapi import APIRouter, Body, Depends, HTTPException

from app.containers import Container
from app.endpoints.auth import current_user
from app.services.articles import ArticleService

router = APIRouter()


def dump(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@router.get("/articles")
@inject
def list_articles(limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(Provide[Container.article_service])):
    items = service.recent(limit, offset)
    return {"articles": [dump(a) for a in items], "articlesCount": len(items)}


@router.post("/articles", status_code=201)
@inject
def create_article(body: dict = Body(...), me=Depends(current_user),
                   service: ArticleService = Depends(Provide[Container.article_service])):
    a = body["article"]
    return {"article": dump(service.create(me, a["title"], a["description"], a["body"]))}


@router.get("/articles/{slug}")
@inject
def get_article(slug: str, service: ArticleService = Depends(Provide[Container.article_service])):
    try:
        return {"article": dump(service.get(slug))}
    except LookupError:
        raise HTTPException(404)
