import bcrypt
from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.models import User
from conduit.security import token_for

router = APIRouter()


def _out(user: User) -> dict:
    return {"user": {"email": user.email, "token": token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(body: dict = Body(...), db: Session = Depends(get_session)):
    data = body.get("user") or {}
    if db.scalar(select(User).where(User.email == data.get("email"))):
        raise HTTPException(409, "email taken")
    user = User(username=data["username"], email=data["email"], bio="",
                password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
    db.add(user)
    db.commit()
    return _out(user)


@router.post("/users/login")
def login(body: dict = Body(...), db: Session = Depends(get_session)):
    data = body.get("user") or {}
    user = db.scalar(select(User).where(User.email == data.get("email")))
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        raise HTTPException(401, "invalid credentials")
    return _out(user)
