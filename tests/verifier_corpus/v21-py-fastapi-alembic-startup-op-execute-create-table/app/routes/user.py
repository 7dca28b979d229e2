from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_session
from app.services.users import update_bio

router = APIRouter()


@router.put("/api/user/{username}")
def put_user(username: str, payload: dict = Body(...), session: Session = Depends(get_session)):
    result = update_bio(session, username, payload.get("user", {}).get("bio", ""))
    if result is None:
        raise HTTPException(404)
    return {"user": result}
