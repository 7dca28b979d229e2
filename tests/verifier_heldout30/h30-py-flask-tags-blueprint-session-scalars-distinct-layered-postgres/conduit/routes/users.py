from flask import Blueprint, request

from conduit.routes import error
from conduit.services import user_service
from conduit.services.errors import DomainError

bp = Blueprint("users", __name__)


def _out(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": user_service.token(user)}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        return _out(user_service.register(data.get("username"), data.get("email"), data.get("password", ""))), 201
    except DomainError as err:
        return error(err)


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        return _out(user_service.login(data.get("email"), data.get("password", "")))
    except DomainError as err:
        return error(err)
