from fastapi import APIRouter, Depends

from conduit.entities import User
from conduit.handlers.auth import required_user
from conduit.use_cases.accounts import Accounts
from conduit.use_cases.factory import accounts

router = APIRouter()


def _body(acc: Accounts, user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": acc.token(user)}}


@router.post("/users", status_code=201)
def sign_up(payload: dict, acc: Accounts = Depends(accounts)) -> dict:
    u = payload["user"]
    return _body(acc, acc.sign_up(u["username"], u["email"], u["password"]))


@router.post("/users/login")
def sign_in(payload: dict, acc: Accounts = Depends(accounts)) -> dict:
    u = payload["user"]
    return _body(acc, acc.sign_in(u["email"], u["password"]))


@router.get("/user")
def current(user: User = Depends(required_user), acc: Accounts = Depends(accounts)) -> dict:
    return _body(acc, user)
