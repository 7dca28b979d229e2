import svcs
from fastapi import APIRouter, Body, HTTPException

from ..services.users import UserService

router = APIRouter()


def _out(svc: UserService, user) -> dict:
    return {"user": {"email": user.email, "token": svc.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
async def register(services: svcs.fastapi.DepContainer, user: dict = Body(embed=True)):
    svc = await services.aget(UserService)
    return _out(svc, await svc.register(user["username"], user["email"], user["password"]))


@router.post("/users/login")
async def login(services: svcs.fastapi.DepContainer, user: dict = Body(embed=True)):
    svc = await services.aget(UserService)
    found = await svc.login(user.get("email", ""), user.get("password", ""))
    if found is None:
        raise HTTPException(401, "invalid credentials")
    return _out(svc, found)
