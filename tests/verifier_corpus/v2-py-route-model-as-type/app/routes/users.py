from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.database import get_session
from app.models.user import User
from app.services.profile_service import ProfileService

router = APIRouter()


class Profile(BaseModel):
    username: str
    bio: str | None = None
    following: bool = False

    @classmethod
    def of(cls, user: User) -> "Profile":
        return cls(username=user.username, bio=user.bio)


@router.get("/profiles/{username}")
def get_profile(username: str, session: Session = Depends(get_session)) -> dict:
    user: User | None = ProfileService(session).profile(username)
    if not isinstance(user, User):
        raise HTTPException(status_code=404)
    return {"profile": Profile.of(user).model_dump()}
