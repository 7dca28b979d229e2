from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel

from app.services.user_service import AuthError, UserService

router = APIRouter(prefix="/api")


def get_user_service(request: Request) -> UserService:
    return request.app.state.user_service


class RegisterIn(BaseModel):
    username: str
    email: str
    password: str


class LoginIn(BaseModel):
    email: str
    password: str


def _out(svc: UserService, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": svc.token(user)}}


@router.post("/users", status_code=201)
def register(body: dict, user_service: UserService = Depends(get_user_service)):
    data = RegisterIn(**body.get("user", {}))
    try:
        return _out(user_service, user_service.register(data.username, data.email, data.password))
    except AuthError as e:
        raise HTTPException(409, str(e))


@router.post("/users/login")
def login(body: dict, user_service: UserService = Depends(get_user_service)):
    data = LoginIn(**body.get("user", {}))
    try:
        return _out(user_service, user_service.login(data.email, data.password))
    except AuthError as e:
        raise HTTPException(401, str(e))
