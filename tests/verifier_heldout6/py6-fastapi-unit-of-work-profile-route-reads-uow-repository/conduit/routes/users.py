from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, EmailStr

from conduit.repositories.unit_of_work import UnitOfWork, get_uow
from conduit.routes.security import required_user
from conduit.services import auth
from conduit.services.errors import Invalid

router = APIRouter(tags=["users"])


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class Login(BaseModel):
    email: EmailStr
    password: str


def render(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": auth.issue_token(user)}}


@router.post("/users", status_code=201)
async def register(body: dict, uow: UnitOfWork = Depends(get_uow)):
    data = NewUser(**body["user"])
    try:
        user = await auth.register(uow, data.username, data.email, data.password)
    except Invalid as exc:
        raise HTTPException(422, {"errors": {"username": [str(exc)]}})
    return render(user)


@router.post("/users/login")
async def login(body: dict, uow: UnitOfWork = Depends(get_uow)):
    data = Login(**body["user"])
    try:
        return render(await auth.login(uow, data.email, data.password))
    except Invalid as exc:
        raise HTTPException(401, {"errors": {"credentials": [str(exc)]}})


@router.get("/user")
async def current(user=Depends(required_user)):
    return render(user)
