from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import User

router = APIRouter()


@router.get("/profiles/{username}")
async def get_profile(username: str, session: AsyncSession = Depends(get_session)):
    user = (await session.scalars(select(User).where(User.username == username))).first()
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}}
