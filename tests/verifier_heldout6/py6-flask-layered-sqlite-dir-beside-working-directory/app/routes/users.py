from flask import Blueprint, jsonify, request

from app.services import users as service

bp = Blueprint("users", __name__)


def render(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": service.token(user)}}


@bp.post("/users")
def register():
    d = request.get_json()["user"]
    try:
        return jsonify(render(service.register(d["username"], d["email"], d["password"]))), 201
    except service.AuthError as exc:
        return jsonify(errors={"body": [str(exc)]}), 422


@bp.post("/users/login")
def login():
    d = request.get_json()["user"]
    try:
        return jsonify(render(service.login(d["email"], d["password"])))
    except service.AuthError as exc:
        return jsonify(errors={"body": [str(exc)]}), 401


@bp.get("/user")
def current():
    user = service.from_token(request.headers.get("Authorization", "").removeprefix("Token "))
    if user is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    return jsonify(render(user))
