from fastapi import APIRouter, Depends

from app.services.user_service import UserService

router = APIRouter(tags=["profiles"])


@router.get("/profiles/{username}")
def get_profile(username: str, service: UserService = Depends()):
    user = service.profile(username)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
