from fastapi import APIRouter
from pydantic import BaseModel, EmailStr

from app.models import User
from app.services.deps import UserServiceDep

router = APIRouter(tags=["users"])


class RegisterUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class RegisterBody(BaseModel):
    user: RegisterUser


class LoginUser(BaseModel):
    email: EmailStr
    password: str


class LoginBody(BaseModel):
    user: LoginUser


def _user_json(user: User, token: str) -> dict:
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
async def register(body: RegisterBody, service: UserServiceDep) -> dict:
    user, token = await service.register(body.user.username, body.user.email, body.user.password)
    return _user_json(user, token)


@router.post("/users/login")
async def login(body: LoginBody, service: UserServiceDep) -> dict:
    user, token = await service.login(body.user.email, body.user.password)
    return _user_json(user, token)
