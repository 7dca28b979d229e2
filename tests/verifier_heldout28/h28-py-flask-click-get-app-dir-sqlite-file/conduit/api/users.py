import bcrypt
from flask import Blueprint, g, jsonify, request

from ..extensions import db
from ..models import User
from .auth import auth_required, make_token

bp = Blueprint("users", __name__)


def _user_json(user: User):
    return {
        "user": {
            "email": user.email,
            "token": make_token(user),
            "username": user.username,
            "bio": user.bio or "",
            "image": user.image,
        }
    }


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    missing = [f for f in ("username", "email", "password") if not data.get(f)]
    if missing:
        return jsonify({"errors": {f: ["can't be blank"] for f in missing}}), 422
    if db.session.scalar(db.select(User).where(User.email == data["email"])):
        return jsonify({"errors": {"email": ["has already been taken"]}}), 409
    if db.session.scalar(db.select(User).where(User.username == data["username"])):
        return jsonify({"errors": {"username": ["has already been taken"]}}), 409
    user = User(
        username=data["username"],
        email=data["email"],
        password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode(),
    )
    db.session.add(user)
    db.session.commit()
    return jsonify(_user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = db.session.scalar(db.select(User).where(User.email == data.get("email", "")))
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify(_user_json(user))


@bp.get("/user")
@auth_required()
def current_user():
    return jsonify(_user_json(g.user))
