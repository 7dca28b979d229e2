from fastapi import APIRouter, Depends

from app.dependencies import optional_user, user_service
from app.services.user_service import UserService

router = APIRouter()


@router.get("/profiles/{username}")
async def get_profile(username: str, viewer=Depends(optional_user), users: UserService = Depends(user_service)):
    return {"profile": await users.profile(username, viewer)}
