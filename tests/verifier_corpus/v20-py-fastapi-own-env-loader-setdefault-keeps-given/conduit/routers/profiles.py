from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.repositories.users import UserRepository
from conduit.services.profiles import ProfileNotFound, ProfileService

router = APIRouter(prefix="/api/profiles")


def profile_service(session: Session = Depends(get_session)) -> ProfileService:
    return ProfileService(UserRepository(session))


@router.get("/{username}")
def get_profile(username: str, service: ProfileService = Depends(profile_service)):
    try:
        return {"profile": service.profile(username)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
