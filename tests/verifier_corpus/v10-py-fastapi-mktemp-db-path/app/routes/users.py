from fastapi import APIRouter, Depends, HTTPException
from passlib.hash import bcrypt
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import get_db
from app.models import User

router = APIRouter(prefix="/api")


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class NewUserBody(BaseModel):
    user: NewUser


@router.post("/users", status_code=201)
def register(body: NewUserBody, db: Session = Depends(get_db)):
    taken = db.scalar(select(User).where(User.email == body.user.email))
    if taken is not None:
        raise HTTPException(status_code=422, detail={"errors": {"email": ["has already been taken"]}})
    user = User(username=body.user.username, email=body.user.email,
                password_hash=bcrypt.hash(body.user.password))
    db.add(user)
    db.commit()
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}


@router.get("/profiles/{username}")
def profile(username: str, db: Session = Depends(get_db)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": False}}
