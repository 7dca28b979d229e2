from flask import Blueprint, g, jsonify, request

from ._auth import accounts, auth

bp = Blueprint("users", __name__)


def _out(user):
    return jsonify(user={"email": user.email, "token": accounts.token(user), "username": user.username,
                         "bio": user.bio, "image": user.image})


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    return _out(accounts.register(data.get("username"), data.get("email"), data.get("password"))), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    return _out(accounts.login(data.get("email"), data.get("password")))


@bp.get("/user")
@auth()
def me():
    return _out(g.user)
