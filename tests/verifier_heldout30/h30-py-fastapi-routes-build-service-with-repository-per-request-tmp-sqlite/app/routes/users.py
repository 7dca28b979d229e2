from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.repositories.database import get_db
from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService

router = APIRouter()


def _out(service: UserService, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": service.token(user)}}


@router.post("/users", status_code=201)
def register(payload: dict, db: Session = Depends(get_db)):
    service = UserService(UserRepository(db))
    u = payload["user"]
    return _out(service, service.register(u["username"], u["email"], u["password"]))


@router.post("/users/login")
def login(payload: dict, db: Session = Depends(get_db)):
    service = UserService(UserRepository(db))
    u = payload["user"]
    return _out(service, service.login(u["email"], u["password"]))
