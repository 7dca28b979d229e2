from fastapi import APIRouter, HTTPException

from app.deps import ProfileServiceDep

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, profiles: ProfileServiceDep) -> dict:
    user = profiles.profile(username)
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username, "bio": user.bio, "following": False}}
