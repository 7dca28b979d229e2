from fastapi import APIRouter, Body, Depends, Header

from conduit_api.api.deps import container, current_user
from conduit_api.container import Container
from conduit_api.models import User

router = APIRouter(tags=["users"])


def _user_out(c: Container, user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": c.users.token_for(user)}}


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), c: Container = Depends(container)) -> dict:
    data = payload["user"]
    return _user_out(c, c.users.register(data["username"], data["email"], data["password"]))


@router.post("/users/login")
def login(payload: dict = Body(...), c: Container = Depends(container)) -> dict:
    data = payload["user"]
    return _user_out(c, c.users.login(data["email"], data["password"]))


@router.get("/user")
def me(user: User = Depends(current_user), c: Container = Depends(container)) -> dict:
    return _user_out(c, user)


@router.put("/user")
def update(payload: dict = Body(...), user: User = Depends(current_user),
           c: Container = Depends(container)) -> dict:
    return _user_out(c, c.users.update(user, dict(payload["user"])))
