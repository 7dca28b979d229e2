from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.services.user_service import ProfileNotFound, UserService

router = APIRouter(prefix="/api")


@router.get("/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db)):
    try:
        return {"profile": UserService(db).profile(username)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
