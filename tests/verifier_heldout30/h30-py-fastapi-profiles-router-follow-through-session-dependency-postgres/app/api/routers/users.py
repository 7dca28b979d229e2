from fastapi import APIRouter, Depends

from app.api.deps import get_auth_service, get_current_user
from app.services.auth_service import AuthService

router = APIRouter(tags=["users"])


def _user(auth: AuthService, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": auth.create_token(user)}}


@router.post("/users", status_code=201)
def register(payload: dict, auth: AuthService = Depends(get_auth_service)):
    u = payload["user"]
    return _user(auth, auth.register(u["username"], u["email"], u["password"]))


@router.post("/users/login")
def login(payload: dict, auth: AuthService = Depends(get_auth_service)):
    u = payload["user"]
    return _user(auth, auth.authenticate(u["email"], u["password"]))


@router.get("/user")
def current(user=Depends(get_current_user), auth: AuthService = Depends(get_auth_service)):
    return _user(auth, user)
