from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.adapters.user_repository import UserRepository
from app.db import get_session

router = APIRouter()


@router.get("/profiles/{username}")
def profile(username: str, session: Session = Depends(get_session)):
    user = UserRepository(session).by_username(username)
    if user is None:
        raise HTTPException(404, "not found")
    return {"profile": {"username": user.username}}
