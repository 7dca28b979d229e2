from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.repositories.user_repository import UserRepository

router = APIRouter()


@router.get("/profiles/{username}")
def profile(username: str, db: Session = Depends(get_db)):
    user = UserRepository(db).get_by_username(username)
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
