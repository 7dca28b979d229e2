from fastapi import APIRouter, Body, Depends

from app.routers.deps import auth_service, current_user
from app.services.auth import AuthService

router = APIRouter(tags=["users"])


def _render(auth: AuthService, user) -> dict:
    return {"user": {"email": user.email, "token": auth.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(body: dict = Body(...), auth: AuthService = Depends(auth_service)):
    data = body.get("user") or {}
    return _render(auth, auth.register(data.get("username", ""), data.get("email", ""), data.get("password", "")))


@router.post("/users/login")
def login(body: dict = Body(...), auth: AuthService = Depends(auth_service)):
    data = body.get("user") or {}
    return _render(auth, auth.login(data.get("email", ""), data.get("password", "")))


@router.get("/user")
def me(user=Depends(current_user), auth: AuthService = Depends(auth_service)):
    return _render(auth, user)
