from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import get_profile_service
from app.services.errors import NotFoundError
from app.services.profile_service import ProfileService

router = APIRouter(tags=["profiles"])


@router.post("/profiles/{username}/follow")
async def follow(username: str, service: ProfileService = Depends(get_profile_service)):
    try:
        user = await service.follow(1, username)
    except NotFoundError:
        raise HTTPException(404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": True}}
