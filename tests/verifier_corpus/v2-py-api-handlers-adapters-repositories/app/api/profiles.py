from fastapi import APIRouter, Depends, HTTPException

from app.deps import user_service
from app.services.user_service import UserService

router = APIRouter()


@router.get("/profiles/{username}")
def profile(username: str, users: UserService = Depends(user_service)):
    user = users.profile(username)
    if user is None:
        raise HTTPException(404, "not found")
    return {"profile": {"username": user.username}}
