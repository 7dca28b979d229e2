from fastapi import APIRouter, Depends, HTTPException

from app.services.profile_service import ProfileNotFound, ProfileService, get_profile_service

router = APIRouter(prefix="/api")


@router.get("/health-check")
async def health():
    return {"status": "ok"}


@router.get("/profiles/{username}")
async def get_profile(username: str, service: ProfileService = Depends(get_profile_service)):
    try:
        return {"profile": await service.get(username, viewer_id=None)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
