from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app, request

from conduit.db import db
from conduit.models import User
from conduit.views import api


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"id": user.id, "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def current_user() -> User | None:
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    try:
        data = jwt.decode(auth[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return db.session.get(User, data["id"])


def user_json(user: User) -> dict:
    return {"user": {"email": user.email, "token": token_for(user), "username": user.username,
                     "bio": user.bio or "", "image": user.image}}


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    if db.session.scalar(db.select(User).filter_by(email=data.get("email"))):
        return {"errors": {"email": ["has already been taken"]}}, 409
    user = User(username=data.get("username"), email=data.get("email"),
                password_hash=bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode())
    db.session.add(user)
    db.session.commit()
    return user_json(user), 201


@api.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = db.session.scalar(db.select(User).filter_by(email=data.get("email")))
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return {"errors": {"email or password": ["is invalid"]}}, 401
    return user_json(user)
