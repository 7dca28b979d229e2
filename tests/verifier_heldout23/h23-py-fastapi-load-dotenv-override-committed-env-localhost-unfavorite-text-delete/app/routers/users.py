from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.auth import get_current_user, pwd_context
from app.database import get_db
from app.models import User
from app.serializers import user_out

router = APIRouter()


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    exists = db.scalar(select(User).where((User.email == user.get("email")) | (User.username == user.get("username"))))
    if exists:
        raise HTTPException(status_code=422, detail="User already exists")
    new_user = User(username=user["username"], email=user["email"], hashed_password=pwd_context.hash(user["password"]))
    db.add(new_user)
    db.commit()
    db.refresh(new_user)
    return user_out(new_user)


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    found = db.scalar(select(User).where(User.email == user.get("email")))
    if found is None or not pwd_context.verify(user.get("password", ""), found.hashed_password):
        raise HTTPException(status_code=401, detail="Invalid credentials")
    return user_out(found)


@router.get("/user")
def me(current: User = Depends(get_current_user)):
    return user_out(current)
