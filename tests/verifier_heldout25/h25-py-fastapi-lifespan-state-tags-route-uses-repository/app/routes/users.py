from fastapi import APIRouter, Body, Depends

from ..services.users import UserService
from .deps import current_user, user_service

router = APIRouter()


def render(user, users: UserService) -> dict:
    return {"user": {"email": user.email, "token": users.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
async def register(user: dict = Body(..., embed=True), users: UserService = Depends(user_service)):
    created = await users.register(user.get("username"), user.get("email"), user.get("password"))
    return render(created, users)


@router.post("/users/login")
async def login(user: dict = Body(..., embed=True), users: UserService = Depends(user_service)):
    return render(await users.login(user.get("email", ""), user.get("password", "")), users)


@router.get("/user")
async def me(me=Depends(current_user), users: UserService = Depends(user_service)):
    return render(me, users)
