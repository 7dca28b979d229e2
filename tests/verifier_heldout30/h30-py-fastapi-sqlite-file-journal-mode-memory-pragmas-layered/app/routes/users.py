from fastapi import APIRouter, Depends

from app.routes.schemas import LoginEnvelope, NewUserEnvelope
from app.services.providers import user_service
from app.services.user_service import UserService

router = APIRouter()


def _out(users: UserService, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": users.token(user)}}


@router.post("/users", status_code=201)
def register(payload: NewUserEnvelope, users: UserService = Depends(user_service)):
    u = payload.user
    return _out(users, users.register(u.username, u.email, u.password))


@router.post("/users/login")
def login(payload: LoginEnvelope, users: UserService = Depends(user_service)):
    return _out(users, users.login(payload.user.email, payload.user.password))
