from fastapi import APIRouter, Depends
from pydantic import BaseModel

from app.models import User
from app.services.user_service import UserService, current_user, get_user_service

router = APIRouter()


class RegisterIn(BaseModel):
    username: str
    email: str
    password: str


class LoginIn(BaseModel):
    email: str
    password: str


def _out(service: UserService, user: User) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": service.token(user)}}


@router.post("/users", status_code=201)
def register(body: dict[str, RegisterIn], service: UserService = Depends(get_user_service)):
    data = body["user"]
    return _out(service, service.register(data.username, data.email, data.password))


@router.post("/users/login")
def login(body: dict[str, LoginIn], service: UserService = Depends(get_user_service)):
    data = body["user"]
    return _out(service, service.login(data.email, data.password))


@router.get("/user")
def me(user: User = Depends(current_user), service: UserService = Depends(get_user_service)):
    return _out(service, user)
