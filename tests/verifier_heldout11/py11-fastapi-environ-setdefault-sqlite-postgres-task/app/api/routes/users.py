from fastapi import APIRouter, Body, Depends

from app.api.deps import required_user
from app.container import user_service
from app.models import User
from app.services.user_service import UserService

router = APIRouter()


def user_out(user: User, token: str) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": token}}


@router.post("/users", status_code=201)
async def register(payload: dict = Body(...), users: UserService = Depends(user_service)):
    data = payload.get("user", {})
    user = await users.register(data.get("username"), data.get("email"), data.get("password"))
    return user_out(user, users.issue_token(user))


@router.post("/users/login")
async def login(payload: dict = Body(...), users: UserService = Depends(user_service)):
    data = payload.get("user", {})
    user = await users.login(data.get("email"), data.get("password"))
    return user_out(user, users.issue_token(user))


@router.get("/user")
async def current(user: User = Depends(required_user), users: UserService = Depends(user_service)):
    return user_out(user, users.issue_token(user))
