from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.database import get_db
from conduit.services.user_service import UserService

router = APIRouter()


@router.get("/profiles/{username}")
def profile(username: str, db: Session = Depends(get_db)):
    user = UserService(db).profile(username)
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
