from fastapi import APIRouter, HTTPException

from app.services.user_service import UserService

router = APIRouter()
service = UserService()


@router.post("/users", status_code=201)
def register(body: dict) -> dict:
    user = service.register(body["user"]["username"], body["user"]["email"])
    return {"user": {"username": user.username, "email": user.email}}


@router.get("/profiles/{username}")
def profile(username: str) -> dict:
    user = service.profile(username)
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username}}
