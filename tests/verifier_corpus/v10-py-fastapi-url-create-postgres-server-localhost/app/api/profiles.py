from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.core.db import get_session
from app.models import User

router = APIRouter(prefix="/api/profiles")


@router.get("/{username}")
def get_profile(username: str, session: Session = Depends(get_session)):
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404)
    return {"profile": {"username": user.username, "bio": None, "image": None, "following": False}}
