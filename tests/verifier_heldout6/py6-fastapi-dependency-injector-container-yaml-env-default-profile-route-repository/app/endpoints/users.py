from dependency_injector.wiring import Provide, inject
from fastapi import APIRouter, Body, Depends, HTTPException

from app.containers import Container
from app.endpoints.auth import current_user
from app.services.users import UserService

router = APIRouter()


def dump(user, token):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": token}}


@router.post("/users", status_code=201)
@inject
def register(body: dict = Body(...), service: UserService = Depends(Provide[Container.user_service])):
    u = body.get("user", {})
    try:
        user = service.register(u["username"], u["email"], u["password"])
    except ValueError as exc:
        raise HTTPException(422, {"errors": {"username": [str(exc)]}})
    return dump(user, service.token(user))


@router.post("/users/login")
@inject
def login(body: dict = Body(...), service: UserService = Depends(Provide[Container.user_service])):
    u = body.get("user", {})
    user = service.authenticate(u.get("email", ""), u.get("password", ""))
    if user is None:
        raise HTTPException(401, {"errors": {"credentials": ["invalid"]}})
    return dump(user, service.token(user))


@router.get("/user")
@inject
def me(user=Depends(current_user), service: UserService = Depends(Provide[Container.user_service])):
    return dump(user, service.token(user))
