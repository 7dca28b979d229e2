from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.services import article_service

router = APIRouter(prefix="/api/articles", tags=["articles"])


def _to_json(article) -> dict:
    # author and tags were eager-loaded by the repository (selectinload)
    author, tags = article.author, article.tags
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
    items = [_to_json(a) for a in articles]
    return {"articles": items, "articlesCount": len(items)}


@router.get("/{slug}")
async def get_article(slug: str, session: AsyncSession = Depends(get_session)):
    article = await article_service.article_by_slug(session, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _to_json(article)}
