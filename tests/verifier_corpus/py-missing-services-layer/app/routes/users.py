from fastapi import APIRouter, HTTPException

from app.models.user import User
from app.repositories.user_repository import UserRepository

router = APIRouter()
users = UserRepository()


@router.post("/users", status_code=201)
def register(body: dict) -> dict:
    user = users.add(User(username=body["user"]["username"], email=body["user"]["email"]))
    return {"user": {"username": user.username, "email": user.email}}


@router.get("/profiles/{username}")
def profile(username: str) -> dict:
    user = users.get_by_username(username)
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username}}
