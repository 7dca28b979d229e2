from fastapi import APIRouter, Body, Depends, HTTPException

from app.dependencies import current_user_id, get_user_service
from app.services.errors import Conflict, InvalidCredentials
from app.services.user_service import UserService

router = APIRouter(tags=["users"])


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), service: UserService = Depends(get_user_service)):
    data = payload.get("user") or {}
    try:
        return {"user": service.register(data.get("username"), data.get("email"), data.get("password"))}
    except Conflict as exc:
        raise HTTPException(status_code=409, detail=str(exc))


@router.post("/users/login")
def login(payload: dict = Body(...), service: UserService = Depends(get_user_service)):
    data = payload.get("user") or {}
    try:
        return {"user": service.login(data.get("email"), data.get("password"))}
    except InvalidCredentials:
        raise HTTPException(status_code=401, detail="invalid credentials")


@router.get("/user")
def me(user_id: int = Depends(current_user_id), service: UserService = Depends(get_user_service)):
    return {"user": service.current(user_id)}
