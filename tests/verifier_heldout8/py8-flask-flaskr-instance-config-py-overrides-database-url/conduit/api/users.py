from flask import Blueprint, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from conduit import db
from conduit.api.auth import auth, make_token
from conduit.api.errors import ApiError
from conduit.models import User

users_bp = Blueprint("users", __name__)


def user_json(user):
    return {"user": {"email": user.email, "token": make_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@users_bp.post("/users")
def register():
    data = request.get_json(force=True).get("user", {})
    for field in ("username", "email", "password"):
        if not data.get(field):
            raise ApiError(422, field, "can't be blank")
    if User.query.filter_by(email=data["email"]).first():
        raise ApiError(422, "email", "has already been taken")
    if User.query.filter_by(username=data["username"]).first():
        raise ApiError(422, "username", "has already been taken")
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user_json(user)), 201


@users_bp.post("/users/login")
def login():
    data = request.get_json(force=True).get("user", {})
    user = User.query.filter_by(email=data.get("email")).first()
    if not user or not check_password_hash(user.password, data.get("password", "")):
        raise ApiError(401, "credentials", "invalid")
    return jsonify(user_json(user))


@users_bp.get("/user")
@auth()
def me():
    return jsonify(user_json(g.user))


@users_bp.put("/user")
@auth()
def update_me():
    data = request.get_json(force=True).get("user", {})
    for field in ("email", "username", "bio", "image"):
        if field in data:
            setattr(g.user, field, data[field])
    if data.get("password"):
        g.user.password = generate_password_hash(data["password"])
    db.session.commit()
    return jsonify(user_json(g.user))
