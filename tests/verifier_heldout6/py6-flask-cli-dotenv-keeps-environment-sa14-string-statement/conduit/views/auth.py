import time
from functools import wraps

import jwt
from flask import Blueprint, current_app, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User, db

bp = Blueprint("auth", __name__, url_prefix="/api")


def make_token(user):
    return jwt.encode({"id": user.id, "exp": time.time() + 86400}, current_app.config["SECRET_KEY"], algorithm="HS256")


def auth_required(fn):
    @wraps(fn)
    def inner(*a, **kw):
        header = request.headers.get("Authorization", "")
        try:
            payload = jwt.decode(header.replace("Token ", ""), current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return jsonify(errors={"body": ["unauthorized"]}), 401
        g.user = User.query.get(payload["id"])
        return fn(*a, **kw)
    return inner


def serialize(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": make_token(user)}}


@bp.route("/users", methods=["POST"])
def register():
    data = request.get_json()["user"]
    if User.query.filter((User.email == data["email"]) | (User.username == data["username"])).first():
        return jsonify(errors={"username": ["has already been taken"]}), 422
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(serialize(user)), 201


@bp.route("/users/login", methods=["POST"])
def login():
    data = request.get_json()["user"]
    user = User.query.filter_by(email=data["email"]).first()
    if user is None or not check_password_hash(user.password, data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(serialize(user))


@bp.route("/user")
@auth_required
def current_user():
    return jsonify(serialize(g.user))
