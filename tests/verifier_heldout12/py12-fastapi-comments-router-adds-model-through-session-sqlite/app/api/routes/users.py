from fastapi import APIRouter, Body, Depends

from app.api.auth import current_user
from app.container import user_service
from app.models import User
from app.services.user_service import UserService

router = APIRouter()


def user_out(user: User, token: str) -> dict:
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), users: UserService = Depends(user_service)):
    data = payload["user"]
    user, token = users.register(data["username"], data["email"], data["password"])
    return user_out(user, token)


@router.post("/users/login")
def login(payload: dict = Body(...), users: UserService = Depends(user_service)):
    data = payload["user"]
    user, token = users.login(data["email"], data["password"])
    return user_out(user, token)


@router.get("/profiles/{username}")
def profile(username: str, viewer: User = Depends(current_user), users: UserService = Depends(user_service)):
    user, following = users.profile(username, viewer.id)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}
