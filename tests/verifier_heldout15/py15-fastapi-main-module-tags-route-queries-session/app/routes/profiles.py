from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_session
from app.routes.deps import viewer_id
from app.services.profiles import ProfileService, UnknownUser

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, viewer: int | None = Depends(viewer_id), session: Session = Depends(get_session)):
    try:
        return {"profile": ProfileService.for_session(session).profile(username, viewer)}
    except UnknownUser:
        raise HTTPException(404, "profile not found")
