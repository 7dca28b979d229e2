import datetime as dt

import bcrypt
import jwt
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from conduit import store
from conduit.config import SECRET

app = FastAPI()


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class Login(BaseModel):
    email: str
    password: str


def _token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id), "exp": dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)}, SECRET)


def _out(user) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": _token(user.id)}}


@app.get("/api/health-check")
def health() -> dict:
    return {"ok": True}


@app.post("/api/users", status_code=201)
def register(body: dict[str, NewUser]) -> dict:
    data = body["user"]
    if store.find_user_by_email(data.email) or store.find_user(data.username):
        raise HTTPException(422, detail={"errors": {"body": ["already taken"]}})
    hashed = bcrypt.hashpw(data.password.encode(), bcrypt.gensalt()).decode()
    return _out(store.create_user(data.username, data.email, hashed))


@app.post("/api/users/login")
def login(body: dict[str, Login]) -> dict:
    data = body["user"]
    user = store.find_user_by_email(data.email)
    if user is None or not bcrypt.checkpw(data.password.encode(), user.password_hash.encode()):
        raise HTTPException(401, detail={"errors": {"body": ["invalid credentials"]}})
    return _out(user)


@app.get("/api/tags")
def tags() -> dict:
    return {"tags": store.tag_names()}
