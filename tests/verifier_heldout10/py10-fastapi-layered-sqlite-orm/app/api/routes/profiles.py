from fastapi import APIRouter, Depends, HTTPException

from app.container import user_service
from app.services.errors import NotFound
from app.services.user_service import UserService

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, service: UserService = Depends(user_service)):
    try:
        user = service.profile(username)
    except NotFound:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
