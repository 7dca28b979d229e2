import hashlib

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import User

router = APIRouter(prefix="/api")


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class NewUserBody(BaseModel):
    user: NewUser


def _profile(user: User) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image,
                     "token": hashlib.sha256(user.email.encode()).hexdigest()}}


@router.post("/users", status_code=201)
def register(body: NewUserBody, session: Session = Depends(get_session)):
    taken = session.scalar(select(User).where(User.email == body.user.email))
    if taken is not None:
        raise HTTPException(status_code=422, detail={"errors": {"email": ["has already been taken"]}})
    user = User(username=body.user.username, email=body.user.email,
                password_hash=hashlib.sha256(body.user.password.encode()).hexdigest())
    session.add(user)
    session.commit()
    return _profile(user)
