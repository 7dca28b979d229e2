import sqlite3

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, EmailStr

from auth import create_token, get_current_user, pwd
from db import get_conn

router = APIRouter(prefix="/api")


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class LoginUser(BaseModel):
    email: EmailStr
    password: str


def user_out(row: dict) -> dict:
    return {"user": {"email": row["email"], "token": create_token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


@router.post("/users", status_code=201)
def register(payload: dict):
    data = NewUser(**payload.get("user", {}))
    with get_conn() as conn:
        try:
            cur = conn.execute(
                "INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
                (data.username, data.email, pwd.hash(data.password)),
            )
        except sqlite3.IntegrityError:
            raise HTTPException(status_code=409, detail="User already exists")
        row = conn.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    return user_out(dict(row))


@router.post("/users/login")
def login(payload: dict):
    data = LoginUser(**payload.get("user", {}))
    with get_conn() as conn:
        row = conn.execute("SELECT * FROM users WHERE email = ?", (data.email,)).fetchone()
    if row is None or not pwd.verify(data.password, row["password"]):
        raise HTTPException(status_code=401, detail="Invalid email or password")
    return user_out(dict(row))


@router.get("/user")
def current(user=Depends(get_current_user)):
    return user_out(user)
