from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy.exc import IntegrityError

from app.database import get_conn
from app.db import models
from app.db.query import Querier
from app.security import create_token, current_user, hash_password, verify_password

router = APIRouter()


def _out(user: models.User) -> dict:
    return {"user": {"email": user.email, "token": create_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), conn=Depends(get_conn)):
    if not all(user.get(k) for k in ("username", "email", "password")):
        raise HTTPException(422, detail="username, email and password are required")
    try:
        created = Querier(conn).create_user(
            username=user["username"], email=user["email"], password_hash=hash_password(user["password"])
        )
    except IntegrityError:
        raise HTTPException(409, detail="username or email already taken") from None
    return _out(created)


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), conn=Depends(get_conn)):
    found = Querier(conn).get_user_by_email(email=user.get("email", ""))
    if found is None or not verify_password(user.get("password", ""), found.password_hash):
        raise HTTPException(401, detail="invalid credentials")
    return _out(found)


@router.get("/user")
def me(user: models.User = Depends(current_user)):
    return _out(user)
