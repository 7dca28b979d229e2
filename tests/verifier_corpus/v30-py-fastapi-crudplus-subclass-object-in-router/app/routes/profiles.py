from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy_crud_plus import CRUDPlus

from app.db import get_session
from app.models import User

router = APIRouter(prefix="/api", tags=["profiles"])


class CRUDUser(CRUDPlus[User]):
    pass


user_dao = CRUDUser(User)


@router.get("/profiles/{username}")
async def get_profile(username: str, session: AsyncSession = Depends(get_session)):
    user = await user_dao.select_model_by_column(session, username=username)
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
