from fastapi import APIRouter, Body, Depends

from application import accounts
from web.auth import viewer

router = APIRouter()


def _user(user) -> dict:
    return {"user": {"email": user.email, "token": accounts.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def sign_up(body: dict = Body(...)):
    data = body.get("user") or {}
    return _user(accounts.sign_up(data.get("username", ""), data.get("email", ""), data.get("password", "")))


@router.post("/users/login")
def sign_in(body: dict = Body(...)):
    data = body.get("user") or {}
    return _user(accounts.sign_in(data.get("email", ""), data.get("password", "")))


@router.get("/user")
def me(user=Depends(viewer)):
    return _user(user)
