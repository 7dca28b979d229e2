from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import current_user, get_auth_service
from app.schemas import LoginRequest, NewUserRequest
from app.services.auth_service import AuthError, AuthService

router = APIRouter(tags=["users"])


def _out(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(body: NewUserRequest, auth: AuthService = Depends(get_auth_service)):
    try:
        user = auth.register(body.user.username, body.user.email, body.user.password)
    except AuthError as exc:
        raise HTTPException(status_code=409, detail=str(exc))
    return _out(user, auth.token_for(user))


@router.post("/users/login")
def login(body: LoginRequest, auth: AuthService = Depends(get_auth_service)):
    try:
        user = auth.login(body.user.email, body.user.password)
    except AuthError as exc:
        raise HTTPException(status_code=401, detail=str(exc))
    return _out(user, auth.token_for(user))


@router.get("/user")
def me(user=Depends(current_user), auth: AuthService = Depends(get_auth_service)):
    return _out(user, auth.token_for(user))
