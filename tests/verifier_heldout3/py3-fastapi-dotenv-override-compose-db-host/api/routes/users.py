from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException

from api.models import User
from api.routes.dependencies import current_user, get_auth
from api.services.auth import AuthError, AuthService

router = APIRouter()


def _user(auth: AuthService, u: User) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": auth.token(u)}}


@router.post("/users", status_code=201)
def register(body: dict, auth: Annotated[AuthService, Depends(get_auth)]):
    data = body["user"]
    try:
        return _user(auth, auth.register(data["username"], data["email"], data["password"]))
    except AuthError as e:
        raise HTTPException(422, {"errors": {"body": [str(e)]}})


@router.post("/users/login")
def login(body: dict, auth: Annotated[AuthService, Depends(get_auth)]):
    data = body["user"]
    try:
        return _user(auth, auth.login(data["email"], data["password"]))
    except AuthError as e:
        raise HTTPException(401, {"errors": {"body": [str(e)]}})


@router.get("/user")
def me(user: Annotated[User, Depends(current_user)], auth: Annotated[AuthService, Depends(get_auth)]):
    return _user(auth, user)
