from fastapi import APIRouter, Body, Depends, HTTPException

from app.dependencies import user_service, optional_user, required_user
from app.services.errors import DomainError
from app.services.user_service import UserService

router = APIRouter()


def user_out(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), users: UserService = Depends(user_service)):
    data = payload.get("user", {})
    try:
        user = users.register(data.get("username"), data.get("email"), data.get("password"))
    except DomainError as e:
        raise HTTPException(e.status, {e.field: [e.message]})
    return user_out(user, users.token(user))


@router.post("/users/login")
def login(payload: dict = Body(...), users: UserService = Depends(user_service)):
    data = payload.get("user", {})
    try:
        user = users.login(data.get("email"), data.get("password"))
    except DomainError as e:
        raise HTTPException(e.status, {e.field: [e.message]})
    return user_out(user, users.token(user))


@router.get("/user")
def me(user=Depends(required_user), users: UserService = Depends(user_service)):
    return user_out(user, users.token(user))


@router.get("/profiles/{username}")
def profile(username: str, viewer=Depends(optional_user), users: UserService = Depends(user_service)):
    try:
        user, following = users.profile(username, viewer)
    except DomainError as e:
        raise HTTPException(e.status, {e.field: [e.message]})
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}
