import hashlib

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db import Base, engine, get_session
from conduit.models import User

Base.metadata.create_all(engine)

app = FastAPI()


class LoginUser(BaseModel):
    email: str
    password: str


class LoginEnvelope(BaseModel):
    user: LoginUser


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users/login")
def login(payload: LoginEnvelope, session: Session = Depends(get_session)):
    user = session.scalar(select(User).where(User.email == payload.user.email))
    digest = hashlib.sha256(payload.user.password.encode()).hexdigest()
    if user is None or user.password_hash != digest:
        raise HTTPException(401, "invalid credentials")
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}


@app.get("/api/profiles/{username}")
def profile(username: str, session: Session = Depends(get_session)):
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": False}}
