from fastapi import APIRouter
from pydantic import BaseModel

from conduit.routes.dependencies import CurrentUser, Users

router = APIRouter()


class Credentials(BaseModel):
    email: str
    password: str
    username: str | None = None


class Envelope(BaseModel):
    user: Credentials


def _out(users, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": users.issue_token(user)}}


@router.post("/users", status_code=201)
async def register(body: Envelope, users: Users):
    user = await users.register(body.user.username or "", body.user.email, body.user.password)
    return _out(users, user)


@router.post("/users/login")
async def login(body: Envelope, users: Users):
    return _out(users, await users.login(body.user.email, body.user.password))


@router.get("/user")
async def me(user: CurrentUser, users: Users):
    return _out(users, user)
