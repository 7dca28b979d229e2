from typing import Annotated

from fastapi import APIRouter, Body, Depends

from conduit.models import User
from conduit.routers.deps import current_user, get_article_service
from conduit.services.articles import ArticleService

router = APIRouter(prefix="/api")
Service = Annotated[ArticleService, Depends(get_article_service)]


def render(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.tag for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


@router.get("/articles")
async def list_articles(service: Service, tag: str | None = None, author: str | None = None,
                        limit: int = 20, offset: int = 0):
    articles, count = await service.list(tag, author, limit, offset)
    return {"articles": [render(a) for a in articles], "articlesCount": count}


@router.post("/articles", status_code=201)
async def create_article(service: Service, user: Annotated[User, Depends(current_user)],
                         article: dict = Body(..., embed=True)):
    created = await service.create(user, article["title"], article["description"], article["body"],
                                   article.get("tagList", []))
    return {"article": render(await service.get(created.slug))}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: Service):
    return {"article": render(await service.get(slug))}


@router.delete("/articles/{slug}", status_code=204)
async def delete_article(slug: str, service: Service, user: Annotated[User, Depends(current_user)]):
    await service.delete(user, slug)


@router.get("/tags")
async def tags(service: Service):
    return {"tags": await service.tags()}
