from fastapi import APIRouter, Body, Depends

from app.api.routes.deps import get_current_user
from app.container import user_service
from app.core.security import create_token
from app.models import User
from app.services.users import UserService

router = APIRouter()


def _user_body(user: User, token: str) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": token}}


@router.post("/users", status_code=201)
async def register(payload: dict = Body(...), service: UserService = Depends(user_service)) -> dict:
    data = payload["user"]
    user, token = await service.register(data["username"], data["email"], data["password"])
    return _user_body(user, token)


@router.post("/users/login")
async def login(payload: dict = Body(...), service: UserService = Depends(user_service)) -> dict:
    data = payload["user"]
    user, token = await service.login(data["email"], data["password"])
    return _user_body(user, token)


@router.get("/user")
async def current_user(user: User = Depends(get_current_user)) -> dict:
    return _user_body(user, create_token(user.id))
