from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, EmailStr

from app.api.deps import get_auth_service
from app.services.auth_service import AuthService, EmailTaken, InvalidCredentials

router = APIRouter(tags=["users"])


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class Login(BaseModel):
    email: EmailStr
    password: str


def _user(service: AuthService, u):
    return {"user": {"username": u.username, "email": u.email, "bio": u.bio,
                     "image": u.image, "token": service.token_for(u)}}


@router.post("/users", status_code=201)
async def register(body: dict[str, NewUser], service: AuthService = Depends(get_auth_service)):
    data = body["user"]
    try:
        user = await service.register(data.username, data.email, data.password)
    except EmailTaken:
        raise HTTPException(422, detail={"errors": {"email": ["has already been taken"]}})
    return _user(service, user)


@router.post("/users/login")
async def login(body: dict[str, Login], service: AuthService = Depends(get_auth_service)):
    data = body["user"]
    try:
        user = await service.login(data.email, data.password)
    except InvalidCredentials:
        raise HTTPException(401, detail={"errors": {"credentials": ["invalid"]}})
    return _user(service, user)
