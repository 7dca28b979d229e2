from fastapi import APIRouter, Body, Depends

from app.api.routes.auth import current_user
from app.container import deps
from app.services.user_service import UserService

router = APIRouter()


def _out(users: UserService, user) -> dict:
    return {"user": {"email": user.email, "token": users.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(body: dict = Body(...), users: UserService = deps.depends(UserService)):
    data = body.get("user") or {}
    return _out(users, users.register(data.get("username", ""), data.get("email", ""), data.get("password", "")))


@router.post("/users/login")
def login(body: dict = Body(...), users: UserService = deps.depends(UserService)):
    data = body.get("user") or {}
    return _out(users, users.login(data.get("email", ""), data.get("password", "")))


@router.get("/user")
def me(user=Depends(current_user), users: UserService = deps.depends(UserService)):
    return _out(users, user)
