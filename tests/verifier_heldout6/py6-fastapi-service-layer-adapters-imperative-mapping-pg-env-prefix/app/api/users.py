from fastapi import APIRouter, Body, HTTPException

from app.api.deps import CurrentUser, UserServiceDep
from app.service_layer.users import AuthError

router = APIRouter(tags=["users"])


def user_body(user, token):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": token}}


@router.post("/users", status_code=201)
async def register(service: UserServiceDep, payload: dict = Body(...)):
    data = payload.get("user") or {}
    try:
        user, token = await service.register(data["username"], data["email"], data["password"])
    except AuthError as exc:
        raise HTTPException(status_code=422, detail={"errors": {"body": [str(exc)]}})
    return user_body(user, token)


@router.post("/users/login")
async def login(service: UserServiceDep, payload: dict = Body(...)):
    data = payload.get("user") or {}
    try:
        user, token = await service.login(data["email"], data["password"])
    except AuthError:
        raise HTTPException(status_code=401, detail={"errors": {"credentials": ["invalid"]}})
    return user_body(user, token)


@router.get("/user")
async def me(user: CurrentUser, service: UserServiceDep):
    return user_body(user, service.token_for(user))
