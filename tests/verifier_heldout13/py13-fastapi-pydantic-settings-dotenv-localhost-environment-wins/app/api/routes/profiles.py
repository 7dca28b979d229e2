from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException

from app.api.deps import get_profile_service, optional_user_id, required_user_id
from app.services.exceptions import NotFoundError
from app.services.profile_service import ProfileService

router = APIRouter(prefix="/profiles", tags=["profiles"])
Service = Annotated[ProfileService, Depends(get_profile_service)]


@router.get("/{username}")
def get_profile(username: str, service: Service, viewer: int | None = Depends(optional_user_id)):
    try:
        return {"profile": service.profile(username, viewer)}
    except NotFoundError:
        raise HTTPException(status_code=404, detail="profile not found")


@router.post("/{username}/follow")
def follow(username: str, service: Service, viewer: int = Depends(required_user_id)):
    try:
        return {"profile": service.follow(username, viewer)}
    except NotFoundError:
        raise HTTPException(status_code=404, detail="profile not found")


@router.delete("/{username}/follow")
def unfollow(username: str, service: Service, viewer: int = Depends(required_user_id)):
    try:
        return {"profile": service.unfollow(username, viewer)}
    except NotFoundError:
        raise HTTPException(status_code=404, detail="profile not found")
