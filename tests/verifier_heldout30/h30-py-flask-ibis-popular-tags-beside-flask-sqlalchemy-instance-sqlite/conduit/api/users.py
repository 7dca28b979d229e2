import bcrypt
from flask import request

from conduit.api import bp
from conduit.api.auth import token_for
from conduit.extensions import db
from conduit.models import User


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token_for(user)}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    exists = db.session.scalar(db.select(User.id).where(
        (User.email == data.get("email")) | (User.username == data.get("username"))))
    if exists:
        return {"errors": {"username": ["has already been taken"]}}, 422
    user = User(username=data["username"], email=data["email"],
                password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
    db.session.add(user)
    db.session.commit()
    return _user(user), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    user = db.session.scalar(db.select(User).where(User.email == data.get("email")))
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return {"errors": {"credentials": ["invalid"]}}, 401
    return _user(user)
