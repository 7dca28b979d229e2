from fastapi import APIRouter, Body, Depends

from ..container import auth_service
from ..services.auth_service import AuthService
from .auth import current_user

router = APIRouter()


def _body(auth: AuthService, user) -> dict:
    return {"user": {"email": user.email, "token": auth.issue(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(user: dict = Body(embed=True), auth: AuthService = Depends(auth_service)):
    return _body(auth, auth.register(user.get("username"), user.get("email"), user.get("password")))


@router.post("/users/login")
def login(user: dict = Body(embed=True), auth: AuthService = Depends(auth_service)):
    return _body(auth, auth.login(user.get("email", ""), user.get("password", "")))


@router.get("/user")
def me(user=Depends(current_user), auth: AuthService = Depends(auth_service)):
    return _body(auth, user)
