from flask import Blueprint, request

from conduit.routes.auth import current_user, login_required
from conduit.services import ServiceError
from conduit.services import users as service

bp = Blueprint("users", __name__)


def _out(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": service.token_for(user)}}


@bp.errorhandler(ServiceError)
def _error(err: ServiceError):
    return {"errors": {"body": [str(err)]}}, err.status


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    return _out(service.register(data["username"], data["email"], data["password"])), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    return _out(service.login(data["email"], data["password"]))


@bp.get("/user")
@login_required
def me():
    return _out(current_user())
