from fastapi import APIRouter, Body, Depends, HTTPException

from ..services.exceptions import Invalid, Unauthorized
from ..services.users import UsersService
from .deps import required_user, users_service

router = APIRouter(tags=["users"])


def _user(svc: UsersService, user):
    return {"user": {"email": user.email, "token": svc.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), svc: UsersService = Depends(users_service)):
    try:
        created = svc.register(user.get("username"), user.get("email"), user.get("password"))
    except Invalid as exc:
        raise HTTPException(422, str(exc))
    return _user(svc, created)


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), svc: UsersService = Depends(users_service)):
    try:
        return _user(svc, svc.login(user.get("email", ""), user.get("password", "")))
    except Unauthorized:
        raise HTTPException(401, "invalid credentials")


@router.get("/user")
def me(current=Depends(required_user), svc: UsersService = Depends(users_service)):
    return _user(svc, current)
