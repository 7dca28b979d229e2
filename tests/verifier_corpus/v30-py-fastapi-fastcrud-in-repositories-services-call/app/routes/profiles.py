from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.services.profile_service import ProfileNotFound, ProfileService

router = APIRouter(prefix="/api", tags=["profiles"])


@router.get("/profiles/{username}")
async def get_profile(username: str, session: AsyncSession = Depends(get_session)):
    try:
        return {"profile": await ProfileService(session).get(username)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
