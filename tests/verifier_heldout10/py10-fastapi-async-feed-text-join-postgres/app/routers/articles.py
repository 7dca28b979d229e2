from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_db
from app.models import Article, User

router = APIRouter(prefix="/api")


async def current_user(authorization: str = Header(None), db: AsyncSession = Depends(get_db)) -> User:
    if not authorization:
        raise HTTPException(401)
    username = authorization.split(" ", 1)[-1]
    user = await db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(401)
    return user


@router.get("/articles")
async def list_articles(limit: int = 20, offset: int = 0, db: AsyncSession = Depends(get_db)):
    rows = (await db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)}


@router.get("/articles/feed")
async def feed(limit: int = 20, offset: int = 0, user: User = Depends(current_user), db: AsyncSession = Depends(get_db)):
    # one round trip instead of loading the follow list first
    result = await db.execute(
        text(
            "SELECT a.slug, a.title FROM articles a "
            "JOIN follows f ON f.following_id = a.author_id "
            "WHERE f.follower_id = :uid ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset"
        ),
        {"uid": user.id, "limit": limit, "offset": offset},
    )
    rows = result.mappings().all()
    return {"articles": [dict(r) for r in rows], "articlesCount": len(rows)}
