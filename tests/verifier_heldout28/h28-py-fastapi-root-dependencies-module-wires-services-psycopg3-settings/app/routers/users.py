from fastapi import APIRouter, Depends

from app.dependencies import required_user, user_service
from app.schemas.payloads import LoginEnvelope, NewUserEnvelope
from app.services.user_service import UserService

router = APIRouter(tags=["users"])


@router.post("/users", status_code=201)
def register(body: NewUserEnvelope, users: UserService = Depends(user_service)):
    user = users.register(body.user.username, body.user.email, body.user.password)
    return {"user": users.serialize(user)}


@router.post("/users/login")
def login(body: LoginEnvelope, users: UserService = Depends(user_service)):
    return {"user": users.serialize(users.login(body.user.email, body.user.password))}


@router.get("/user")
def current(user=Depends(required_user), users: UserService = Depends(user_service)):
    return {"user": users.serialize(user)}
