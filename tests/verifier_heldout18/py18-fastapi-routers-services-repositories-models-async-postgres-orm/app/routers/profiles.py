from fastapi import APIRouter, Depends, HTTPException

from ..dependencies import get_profile_service
from ..services.profile_service import ProfileNotFound, ProfileService

router = APIRouter(prefix="/profiles", tags=["profiles"])


@router.get("/{username}")
async def get_profile(username: str, service: ProfileService = Depends(get_profile_service)):
    try:
        return {"profile": await service.get_profile(username, None)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")


@router.post("/{username}/follow")
async def follow(username: str, service: ProfileService = Depends(get_profile_service)):
    try:
        return {"profile": await service.follow(username, 1)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
