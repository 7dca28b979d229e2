from fastapi import APIRouter, HTTPException

from app.services.profile_service import ProfileNotFound, ProfileService

router = APIRouter()
service = ProfileService()


@router.get("/profiles/{username}")
def get_profile(username: str) -> dict:
    try:
        user = service.get(username)
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
