from fastapi import APIRouter, HTTPException

from src.services.profile_service import ProfileService

router = APIRouter()
service = ProfileService()


@router.get("/profiles/{username}")
def get_profile(username: str):
    profile = service.get(username)
    if profile is None:
        raise HTTPException(404, "profile not found")
    return {"profile": {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": profile.following}}
