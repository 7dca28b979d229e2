from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api.db import get_db, init_schema
from api.models import Comment, User

app = FastAPI()


@app.on_event("startup")
def startup() -> None:
    init_schema()


@app.get("/api/health-check")
async def health() -> dict:
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
async def profile(username: str, db: AsyncSession = Depends(get_db)) -> dict:
    user = await db.scalar(select(User).where(User.username == username))
    if user is None:
        return {"errors": {"profile": ["not found"]}}
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@app.get("/api/articles/{slug}/comments")
async def comments(slug: str, db: AsyncSession = Depends(get_db)) -> dict:
    rows = await db.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id.desc()))
    return {"comments": [{"id": c.id, "body": c.body, "author": {"username": c.author.username}} for c in rows]}
