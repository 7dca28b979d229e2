import jwt
from fastapi import APIRouter, Body, Depends, Header, HTTPException
from passlib.hash import pbkdf2_sha256
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.db.models import User

SECRET = "conduit"
router = APIRouter(prefix="/api")


def token(user: User) -> str:
    return jwt.encode({"id": user.id}, SECRET, algorithm="HS256")


def current_user(authorization: str = Header(None), db: Session = Depends(get_session)) -> User:
    try:
        user_id = jwt.decode(authorization.split()[1], SECRET, algorithms=["HS256"])["id"]
    except Exception:
        raise HTTPException(401, "unauthorized")
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(401, "unauthorized")
    return user


def render(user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token(user)}}


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), db: Session = Depends(get_session)):
    if db.scalar(select(User).where((User.email == user["email"]) | (User.username == user["username"]))):
        raise HTTPException(422, "taken")
    new = User(username=user["username"], email=user["email"], password=pbkdf2_sha256.hash(user["password"]))
    db.add(new)
    db.commit()
    return render(new)


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), db: Session = Depends(get_session)):
    found = db.scalar(select(User).where(User.email == user["email"]))
    if not found or not pbkdf2_sha256.verify(user["password"], found.password):
        raise HTTPException(401, "invalid")
    return render(found)


@router.get("/user")
def me(user: User = Depends(current_user)):
    return render(user)
