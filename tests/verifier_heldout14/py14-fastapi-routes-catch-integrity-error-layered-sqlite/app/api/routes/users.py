from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse
from pydantic import BaseModel, EmailStr
from sqlalchemy.exc import IntegrityError

from app.container import user_service
from app.models import User
from app.services.user_service import UserService

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
async def register(body: RegisterBody, service: UserService = Depends(user_service)):
    try:
        user, token = await service.register(body.user.username, body.user.email, body.user.password)
    except IntegrityError:
        return JSONResponse({"errors": {"body": ["username or email has already been taken"]}},
                            status_code=422)
    return _user_json(user, token)


@router.post("/users/login")
async def login(body: LoginBody, service: UserService = Depends(user_service)) -> dict:
    user, token = await service.login(body.user.email, body.user.password)
    return _user_json(user, token)
