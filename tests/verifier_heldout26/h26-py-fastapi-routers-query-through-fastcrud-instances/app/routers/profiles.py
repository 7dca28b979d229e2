from fastapi import APIRouter, Depends, HTTPException
from fastcrud import FastCRUD
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import User

router = APIRouter(prefix="/profiles", tags=["profiles"])
user_crud = FastCRUD(User)


@router.get("/{username}")
async def get_profile(username: str, db: AsyncSession = Depends(get_session)):
    user = await user_crud.get(db, username=username)
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user["username"], "bio": user["bio"], "image": user["image"], "following": False}}
