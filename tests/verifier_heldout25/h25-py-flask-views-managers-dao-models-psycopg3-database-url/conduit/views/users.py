from flask import Blueprint, g, jsonify, request

from ._auth import auth, managers

bp = Blueprint("users", __name__)


def _body():
    return (request.get_json(silent=True) or {}).get("user") or {}


def _render(user):
    token = managers()["users"].token_for(user)
    return {"user": {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}}


@bp.post("/users")
def register():
    return jsonify(_render(managers()["users"].register(_body()))), 201


@bp.post("/users/login")
def login():
    data = _body()
    return jsonify(_render(managers()["users"].login(data.get("email"), data.get("password"))))


@bp.get("/user")
@auth()
def current():
    return jsonify(_render(g.user))


@bp.put("/user")
@auth()
def update():
    return jsonify(_render(managers()["users"].update(g.user, _body())))
