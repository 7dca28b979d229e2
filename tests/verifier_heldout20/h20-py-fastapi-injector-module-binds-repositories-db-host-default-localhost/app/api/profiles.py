from fastapi import APIRouter, Depends, HTTPException, Request

from app.services.profile_service import ProfileNotFound, ProfileService

router = APIRouter(prefix="/api/profiles", tags=["profiles"])


def profile_service(request: Request) -> ProfileService:
    return request.app.state.injector.get(ProfileService)


def viewer_id(request: Request) -> int | None:
    return getattr(request.state, "user_id", None)


@router.get("/{username}")
def get_profile(username: str, svc: ProfileService = Depends(profile_service),
                viewer: int | None = Depends(viewer_id)):
    try:
        return {"profile": svc.get(username, viewer)}
    except ProfileNotFound:
        raise HTTPException(404, "profile not found")


@router.post("/{username}/follow")
def follow(username: str, svc: ProfileService = Depends(profile_service),
           viewer: int | None = Depends(viewer_id)):
    if viewer is None:
        raise HTTPException(401, "authentication required")
    try:
        return {"profile": svc.follow(username, viewer)}
    except ProfileNotFound:
        raise HTTPException(404, "profile not found")
