from fastapi import APIRouter, Depends, HTTPException

from conduit.dependencies import profile_service, viewer_id
from conduit.services.profiles import ProfileNotFound, ProfileService

router = APIRouter(prefix="/profiles", tags=["profiles"])


@router.get("/{username}")
def get_profile(username: str, service: ProfileService = Depends(profile_service), viewer: int | None = Depends(viewer_id)):
    try:
        return {"profile": service.view(username, viewer)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")


@router.post("/{username}/follow")
def follow(username: str, service: ProfileService = Depends(profile_service), viewer: int | None = Depends(viewer_id)):
    if viewer is None:
        raise HTTPException(status_code=401, detail="authentication required")
    try:
        return {"profile": service.follow(username, viewer)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")


@router.delete("/{username}/follow")
def unfollow(username: str, service: ProfileService = Depends(profile_service), viewer: int | None = Depends(viewer_id)):
    if viewer is None:
        raise HTTPException(status_code=401, detail="authentication required")
    try:
        return {"profile": service.unfollow(username, viewer)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
