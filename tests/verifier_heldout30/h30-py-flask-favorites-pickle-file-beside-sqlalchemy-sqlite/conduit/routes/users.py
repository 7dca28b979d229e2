from flask import Blueprint, request

from conduit.services import user_service
from conduit.services.errors import Invalid

bp = Blueprint("users", __name__)


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": user_service.issue_token(user)}}


@bp.post("/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user = user_service.register(body.get("username"), body.get("email"), body.get("password", ""))
    except Invalid as exc:
        return {"errors": {"body": [str(exc)]}}, 422
    return _user(user), 201


@bp.post("/users/login")
def login():
    body = (request.get_json(silent=True) or {}).get("user", {})
    user = user_service.authenticate(body.get("email", ""), body.get("password", ""))
    if user is None:
        return {"errors": {"credentials": ["invalid"]}}, 401
    return _user(user)
