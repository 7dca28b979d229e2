from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import User

router = APIRouter()


@router.get("/profiles/{username}")
async def get_profile(username: str, session: AsyncSession = Depends(get_session)):
    # case-insensitive lookup without the citext extension
    stmt = select(User).where(func.lower(User.username) == username.lower())
    user = (await session.scalars(stmt)).first()
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}}
