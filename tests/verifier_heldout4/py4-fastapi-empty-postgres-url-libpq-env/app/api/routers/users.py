from fastapi import APIRouter, Body

from app.dependencies import CurrentUser, UsersServiceDep

router = APIRouter(tags=["users"])


def _out(user, token: str) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token}}


@router.post("/users", status_code=201)
def register(service: UsersServiceDep, user: dict = Body(..., embed=True)) -> dict:
    created, token = service.register(user["username"], user["email"], user["password"])
    return _out(created, token)


@router.post("/users/login")
def login(service: UsersServiceDep, user: dict = Body(..., embed=True)) -> dict:
    found, token = service.login(user["email"], user["password"])
    return _out(found, token)


@router.get("/user")
def me(user: CurrentUser) -> dict:
    from app.core.security import create_token
    return _out(user, create_token(user.id))
