from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.config import settings
from app.db import get_session
from app.models import User

router = APIRouter()


def _token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=settings.jwt_expire_hours)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.jwt_secret, algorithm="HS256")


def _out(user: User) -> dict:
    return {"user": {"email": user.email, "token": _token(user), "username": user.username,
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
    if not user or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        raise HTTPException(401, "invalid credentials")
    return _out(user)
