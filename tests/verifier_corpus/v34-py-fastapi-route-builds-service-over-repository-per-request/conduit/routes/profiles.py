from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.db import get_db
from conduit.repositories.user_repository import UserRepository
from conduit.services.profile_service import ProfileService

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db)):
    profile = ProfileService(UserRepository(db)).get_profile(username)
    if profile is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": profile}
