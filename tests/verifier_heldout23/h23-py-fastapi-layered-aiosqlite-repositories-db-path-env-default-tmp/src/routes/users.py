from fastapi import APIRouter, Body, Depends

from ..models import LoginData, RegisterData
from ..services.user_service import UserService
from .dependencies import current_user

router = APIRouter()
service = UserService()


@router.post("/users", status_code=201)
async def register(user: RegisterData = Body(embed=True)):
    return {"user": await service.register(user)}


@router.post("/users/login")
async def login(user: LoginData = Body(embed=True)):
    return {"user": await service.login(user)}


@router.get("/user")
async def me(user=Depends(current_user)):
    return {"user": service.as_auth_user(user)}
