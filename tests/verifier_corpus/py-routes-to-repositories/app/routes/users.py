from fastapi import APIRouter, HTTPException

from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService

router = APIRouter()
service = UserService()


@router.post("/users", status_code=201)
def register(body: dict) -> dict:
    user = service.register(body["user"]["username"], body["user"]["email"])
    return {"user": {"username": user.username, "email": user.email}}


@router.get("/profiles/{username}")
def profile(username: str) -> dict:
    user = UserRepository().get_by_username(username)
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username}}
