from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.database import get_session
from app.models import Article, User

router = APIRouter(prefix="/api/articles")


@router.get("/{slug}")
async def get_article(slug: str, session: AsyncSession = Depends(get_session)):
    row = (await session.execute(
        select(Article, User.username).join(User, User.id == Article.author_id).where(Article.slug == slug)
    )).first()
    if row is None:
        raise HTTPException(status_code=404, detail="article not found")
    article, author = row
    return {"article": {"slug": article.slug, "title": article.title, "description": article.description,
                        "body": article.body, "createdAt": article.created_at.isoformat(),
                        "author": {"username": author, "following": False}}}
