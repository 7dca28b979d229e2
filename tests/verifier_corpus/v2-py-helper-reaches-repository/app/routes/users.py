from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.auth import current_user
from app.database import get_session
from app.models.user import User
from app.services.profile_service import ProfileService

router = APIRouter()


@router.put("/user")
def update_user(body: dict, user: User = Depends(current_user), session: Session = Depends(get_session)) -> dict:
    updated = ProfileService(session).update_bio(user.username, body["user"].get("bio", ""))
    return {"user": {"username": updated.username, "bio": updated.bio}}
