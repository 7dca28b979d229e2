from fastapi import APIRouter, Depends, HTTPException

from conduit.dependencies import get_profile_service
from conduit.services.profile_service import ProfileService

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, profiles: ProfileService = Depends(get_profile_service)):
    profile = profiles.get_profile(username)
    if profile is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": profile}
