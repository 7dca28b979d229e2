from fastapi import APIRouter, Body, Depends

from app.api.deps import get_token
from app.core.security import create_access_token
from app.services.user_service import UserService

router = APIRouter(tags=["users"])


def user_response(user, token: str) -> dict:
    return {"user": {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), service: UserService = Depends()):
    created, token = service.register(user["username"], user["email"], user["password"])
    return user_response(created, token)


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), service: UserService = Depends()):
    found, token = service.login(user["email"], user["password"])
    return user_response(found, token)


@router.get("/user")
def current_user(token: str = Depends(get_token), service: UserService = Depends()):
    return user_response(service.from_token(token), token)


@router.put("/user")
def update_user(user: dict = Body(..., embed=True), token: str = Depends(get_token), service: UserService = Depends()):
    updated = service.update(service.from_token(token), user)
    return user_response(updated, create_access_token(updated.id))
