from flask import Blueprint, g, jsonify, request

from ..auth import auth_required, check_password, hash_password, make_token
from ..extensions import db
from ..models import User

bp = Blueprint("users", __name__)


def _user_json(user: User):
    return {
        "user": {
            "email": user.email,
            "token": make_token(user),
            "username": user.username,
            "bio": user.bio,
            "image": user.image,
        }
    }


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    missing = [k for k in ("username", "email", "password") if not data.get(k)]
    if missing:
        return jsonify(errors={k: ["can't be blank"] for k in missing}), 422
    taken = db.session.scalar(
        db.select(User).where((User.email == data["email"]) | (User.username == data["username"]))
    )
    if taken is not None:
        return jsonify(errors={"body": ["username or email already taken"]}), 409
    user = User(username=data["username"], email=data["email"], password_hash=hash_password(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(_user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = db.session.scalar(db.select(User).where(User.email == data.get("email", "")))
    if user is None or not check_password(data.get("password", ""), user.password_hash):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(_user_json(user))


@bp.get("/user")
@auth_required()
def current_user():
    return jsonify(_user_json(g.user))


@bp.put("/user")
@auth_required()
def update_user():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    for field in ("username", "email", "bio", "image"):
        if field in data:
            setattr(g.user, field, data[field])
    if data.get("password"):
        g.user.password_hash = hash_password(data["password"])
    db.session.commit()
    return jsonify(_user_json(g.user))
