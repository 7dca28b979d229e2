from fastapi import APIRouter, Depends, Header

from app.dependencies import current_user, user_service
from app.schemas.payloads import LoginIn, NewUserIn
from app.services.user_service import UserService

router = APIRouter()


@router.post("/users", status_code=201)
async def register(payload: NewUserIn, users: UserService = Depends(user_service)):
    u = payload.user
    return {"user": await users.register(u.username, u.email, u.password)}


@router.post("/users/login")
async def login(payload: LoginIn, users: UserService = Depends(user_service)):
    return {"user": await users.login(payload.user.email, payload.user.password)}


@router.get("/user")
async def me(user=Depends(current_user)):
    return {"user": UserService.to_user(user)}
