import asyncio

from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.services import article_service

router = APIRouter(prefix="/api/articles", tags=["articles"])


async def _to_json(article) -> dict:
    author, tags = await asyncio.gather(
        article.awaitable_attrs.author,
        article.awaitable_attrs.tags,
    )
    return {
        "slug": article.slug,
        "title": article.title,
        "body": article.body,
        "tagList": sorted(t.name for t in tags),
        "author": {"username": author.username, "bio": author.bio, "image": author.image, "following": False},
    }


@router.get("")
async def list_articles(limit: int = 20, offset: int = 0, session: AsyncSession = Depends(get_session)):
    articles = await article_service.recent_articles(session, limit, offset)
    items = [await _to_json(a) for a in articles]
    return {"articles": items, "articlesCount": len(items)}


@router.get("/{slug}")
async def get_article(slug: str, session: AsyncSession = Depends(get_session)):
    article = await article_service.article_by_slug(session, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": await _to_json(article)}
