from fastapi import APIRouter, Body, Depends, HTTPException

from app.api.deps import current_user
from app.container import user_service
from app.services.errors import Invalid
from app.services.user_service import UserService

router = APIRouter()


def to_json(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), service: UserService = Depends(user_service)):
    data = payload["user"]
    try:
        user = service.register(data["username"], data["email"], data["password"])
    except Invalid as exc:
        raise HTTPException(status_code=422, detail={"errors": exc.errors})
    return to_json(user, service.token(user))


@router.post("/users/login")
def login(payload: dict = Body(...), service: UserService = Depends(user_service)):
    data = payload["user"]
    try:
        user = service.login(data["email"], data["password"])
    except Invalid as exc:
        raise HTTPException(status_code=401, detail={"errors": exc.errors})
    return to_json(user, service.token(user))


@router.get("/user")
def me(user=Depends(current_user), service: UserService = Depends(user_service)):
    return to_json(user, service.token(user))
