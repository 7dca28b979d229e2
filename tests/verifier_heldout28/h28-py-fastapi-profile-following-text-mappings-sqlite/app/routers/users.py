from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy.orm import Session

from app import models
from app.auth import create_access_token, get_current_user, pwd_context
from app.database import get_db

router = APIRouter()


def user_response(user: models.User) -> dict:
    return {"user": {"email": user.email, "token": create_access_token(user.id), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), db: Session = Depends(get_db)):
    data = payload.get("user", {})
    if db.query(models.User).filter(models.User.email == data.get("email")).first():
        raise HTTPException(status_code=409, detail="Email already registered")
    user = models.User(username=data["username"], email=data["email"],
                       hashed_password=pwd_context.hash(data["password"]), bio="")
    db.add(user)
    db.commit()
    db.refresh(user)
    return user_response(user)


@router.post("/users/login")
def login(payload: dict = Body(...), db: Session = Depends(get_db)):
    data = payload.get("user", {})
    user = db.query(models.User).filter(models.User.email == data.get("email")).first()
    if not user or not pwd_context.verify(data.get("password", ""), user.hashed_password):
        raise HTTPException(status_code=401, detail="Invalid credentials")
    return user_response(user)


@router.get("/user")
def current_user(user: models.User = Depends(get_current_user)):
    return user_response(user)
