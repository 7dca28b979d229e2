from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.infrastructure.database import get_session
from conduit.application.profile_service import ProfileService

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, session: Session = Depends(get_session)) -> dict:
    user = ProfileService(session).profile(username)
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username, "bio": user.bio, "following": False}}
