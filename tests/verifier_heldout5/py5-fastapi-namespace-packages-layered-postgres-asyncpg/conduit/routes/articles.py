from fastapi import APIRouter, Body, Depends, HTTPException, Query

from conduit.models.article import Article
from conduit.models.user import User
from conduit.providers import article_service
from conduit.routes.auth import current_user
from conduit.services.article_service import ArticleService
from conduit.services.errors import Forbidden, NotFound

router = APIRouter(prefix="/api")


def _article_json(article: Article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(tag.name for tag in article.tags),
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }


@router.get("/articles")
async def list_articles(
    tag: str | None = None,
    author: str | None = None,
    favorited: str | None = None,
    limit: int = Query(20, ge=1),
    offset: int = Query(0, ge=0),
    articles: ArticleService = Depends(article_service),
) -> dict:
    items, total = await articles.list(tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": [_article_json(a) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
async def create_article(
    payload: dict = Body(...), user: User = Depends(current_user), articles: ArticleService = Depends(article_service)
) -> dict:
    data = payload.get("article") or {}
    article = await articles.create(user, data["title"], data["description"], data["body"], data.get("tagList", []))
    return {"article": _article_json(article)}


@router.get("/articles/{slug}")
async def get_article(slug: str, articles: ArticleService = Depends(article_service)) -> dict:
    try:
        return {"article": _article_json(await articles.get(slug))}
    except NotFound as exc:
        raise HTTPException(status_code=404) from exc


@router.delete("/articles/{slug}", status_code=204)
async def delete_article(
    slug: str, user: User = Depends(current_user), articles: ArticleService = Depends(article_service)
) -> None:
    try:
        await articles.delete(user, slug)
    except NotFound as exc:
        raise HTTPException(status_code=404) from exc
    except Forbidden as exc:
        raise HTTPException(status_code=403) from exc


@router.get("/tags")
async def tags(articles: ArticleService = Depends(article_service)) -> dict:
    return {"tags": await articles.tags()}
