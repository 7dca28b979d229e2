from fastapi import APIRouter, Body, Depends

from app.api.deps import optional_user, required_user
from app.container import article_service
from app.models import Article, User
from app.services.article_service import ArticleService

router = APIRouter()


async def article_out(article: Article, service: ArticleService) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": False,
        "favoritesCount": await service.favorites_count(article),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@router.get("/articles")
async def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20,
                        offset: int = 0, user: User | None = Depends(optional_user),
                        service: ArticleService = Depends(article_service)):
    rows, total = await service.list(tag, author, limit, offset)
    return {"articles": [await article_out(a, service) for a in rows], "articlesCount": total}


@router.get("/articles/feed")
async def feed(limit: int = 20, offset: int = 0, user: User = Depends(required_user),
               service: ArticleService = Depends(article_service)):
    rows, total = await service.feed(user, limit, offset)
    return {"articles": [await article_out(a, service) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create_article(payload: dict = Body(...), user: User = Depends(required_user),
                         service: ArticleService = Depends(article_service)):
    data = payload.get("article", {})
    article = await service.create(user, data["title"], data["description"], data["body"],
                                   data.get("tagList", []))
    return {"article": await article_out(article, service)}


@router.get("/articles/{slug}")
async def get_article(slug: str, service: ArticleService = Depends(article_service)):
    return {"article": await article_out(await service.get(slug), service)}


@router.get("/tags")
async def tags(service: ArticleService = Depends(article_service)):
    return {"tags": await service.tags()}
