from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from app.routers.deps import get_user_service
from app.services.user_service import InvalidCredentials, UserAlreadyExists, UserService

router = APIRouter(prefix="/api")


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class Login(BaseModel):
    email: str
    password: str


def _user(service: UserService, user) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": service.token_for(user)}}


@router.post("/users", status_code=201)
async def register(body: dict, service: UserService = Depends(get_user_service)):
    data = NewUser(**body["user"])
    try:
        return _user(service, await service.register(data.username, data.email, data.password))
    except UserAlreadyExists:
        raise HTTPException(422, detail={"errors": {"body": ["user already exists"]}})


@router.post("/users/login")
async def login(body: dict, service: UserService = Depends(get_user_service)):
    data = Login(**body["user"])
    try:
        return _user(service, await service.login(data.email, data.password))
    except InvalidCredentials:
        raise HTTPException(401, detail={"errors": {"credentials": ["invalid"]}})
