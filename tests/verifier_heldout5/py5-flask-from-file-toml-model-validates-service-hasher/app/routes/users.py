from flask import request

from app.routes import api
from app.services import user_service


def _user(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": ""}}


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        return _user(user_service.register(data.get("username"), data.get("email"), data.get("password"))), 201
    except user_service.AuthError as exc:
        return {"errors": {"body": [str(exc)]}}, 422


@api.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        return _user(user_service.login(data.get("email"), data.get("password")))
    except user_service.AuthError:
        return {"errors": {"credentials": ["invalid"]}}, 401
