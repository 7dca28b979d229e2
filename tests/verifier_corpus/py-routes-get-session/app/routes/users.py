from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.services.user_service import UserService

router = APIRouter()


@router.post("/users", status_code=201)
def register(body: dict, session: Session = Depends(get_session)) -> dict:
    user = UserService(session).register(body["user"]["username"], body["user"]["email"])
    return {"user": {"username": user.username, "email": user.email}}
