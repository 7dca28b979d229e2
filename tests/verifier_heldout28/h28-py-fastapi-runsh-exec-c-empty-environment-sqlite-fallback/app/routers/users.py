from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import get_db
from app.models import User
from app.security import create_token, current_user, hash_password, verify_password

router = APIRouter()


def _out(user: User) -> dict:
    return {"user": {"email": user.email, "token": create_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), db: Session = Depends(get_db)):
    data = payload.get("user") or {}
    if db.scalar(select(User).where((User.email == data.get("email")) | (User.username == data.get("username")))):
        raise HTTPException(status_code=409, detail="user exists")
    user = User(username=data["username"], email=data["email"], hashed_password=hash_password(data["password"]), bio="")
    db.add(user)
    db.commit()
    return _out(user)


@router.post("/users/login")
def login(payload: dict = Body(...), db: Session = Depends(get_db)):
    data = payload.get("user") or {}
    user = db.scalar(select(User).where(User.email == data.get("email")))
    if user is None or not verify_password(data.get("password", ""), user.hashed_password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    return _out(user)


@router.get("/user")
def me(user: User = Depends(current_user)):
    return _out(user)
