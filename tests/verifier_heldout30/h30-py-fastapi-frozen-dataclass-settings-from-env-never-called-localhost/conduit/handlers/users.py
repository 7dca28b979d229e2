from fastapi import APIRouter, Depends

from conduit.usecases.accounts import Accounts
from conduit.usecases.wiring import accounts

router = APIRouter()


def _user(acc: Accounts, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": acc.token(user)}}


@router.post("/users", status_code=201)
async def register(payload: dict, acc: Accounts = Depends(accounts)):
    u = payload.get("user", {})
    return _user(acc, await acc.register(u.get("username", ""), u.get("email", ""), u.get("password", "")))


@router.post("/users/login")
async def login(payload: dict, acc: Accounts = Depends(accounts)):
    u = payload.get("user", {})
    return _user(acc, await acc.login(u.get("email", ""), u.get("password", "")))
