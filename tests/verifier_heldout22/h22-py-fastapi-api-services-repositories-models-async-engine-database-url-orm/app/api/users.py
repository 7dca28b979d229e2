from fastapi import APIRouter, Body, Depends, HTTPException

from app.container import user_service
from app.services.errors import ServiceError
from app.services.user_service import UserService

router = APIRouter()


def user_body(user, token):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": token}}


@router.post("/users", status_code=201)
async def register(payload: dict = Body(...), service: UserService = Depends(user_service)):
    data = payload.get("user") or {}
    try:
        user, token = await service.register(data.get("username"), data.get("email"), data.get("password"))
    except ServiceError as exc:
        raise HTTPException(exc.status_code, {"errors": {"body": [str(exc)]}})
    return user_body(user, token)


@router.post("/users/login")
async def login(payload: dict = Body(...), service: UserService = Depends(user_service)):
    data = payload.get("user") or {}
    try:
        user, token = await service.login(data.get("email"), data.get("password"))
    except ServiceError as exc:
        raise HTTPException(401, {"errors": {"credentials": [str(exc)]}})
    return user_body(user, token)
