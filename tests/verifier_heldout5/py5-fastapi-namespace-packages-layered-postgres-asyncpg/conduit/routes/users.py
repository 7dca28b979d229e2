from fastapi import APIRouter, Body, Depends, HTTPException

from conduit.models.user import User
from conduit.providers import user_service
from conduit.routes.auth import current_user
from conduit.services.errors import Conflict, NotFound
from conduit.services.user_service import UserService

router = APIRouter(prefix="/api")


def _user_json(user: User, token: str) -> dict:
    return {"user": {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
async def register(payload: dict = Body(...), users: UserService = Depends(user_service)) -> dict:
    data = payload.get("user") or {}
    try:
        user = await users.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    except Conflict as exc:
        raise HTTPException(status_code=422, detail={"errors": {"body": [str(exc)]}}) from exc
    return _user_json(user, users.token_for(user))


@router.post("/users/login")
async def login(payload: dict = Body(...), users: UserService = Depends(user_service)) -> dict:
    data = payload.get("user") or {}
    try:
        user = await users.login(data.get("email", ""), data.get("password", ""))
    except NotFound as exc:
        raise HTTPException(status_code=401, detail={"errors": {"credentials": ["invalid"]}}) from exc
    return _user_json(user, users.token_for(user))


@router.get("/user")
async def me(user: User = Depends(current_user), users: UserService = Depends(user_service)) -> dict:
    return _user_json(user, users.token_for(user))
