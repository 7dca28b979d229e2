from fastapi import APIRouter, Depends
from pydantic import BaseModel

from conduit.models import User
from conduit.providers import current_user, user_service
from conduit.services import UserService

router = APIRouter(tags=["users"])


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class Credentials(BaseModel):
    email: str
    password: str


def _user(users: UserService, u: User) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": users.token(u)}}


@router.post("/users", status_code=201)
def register(body: dict[str, NewUser], users: UserService = Depends(user_service)) -> dict:
    u = body["user"]
    return _user(users, users.register(u.username, u.email, u.password))


@router.post("/users/login")
def login(body: dict[str, Credentials], users: UserService = Depends(user_service)) -> dict:
    c = body["user"]
    return _user(users, users.login(c.email, c.password))


@router.get("/user")
def me(user: User = Depends(current_user), users: UserService = Depends(user_service)) -> dict:
    return _user(users, user)
