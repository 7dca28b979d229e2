from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import auth_required, users
from conduit.services.errors import ServiceError

bp = Blueprint("users", __name__)


def _user_json(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": users.token_for(user)}}


@bp.errorhandler(ServiceError)
def _service_error(err: ServiceError):
    return jsonify({"errors": {"body": [str(err)]}}), err.status


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = users.register(data.get("username"), data.get("email"), data.get("password"))
    return jsonify(_user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    return jsonify(_user_json(users.login(data.get("email"), data.get("password"))))


@bp.get("/user")
@auth_required
def current_user():
    return jsonify(_user_json(g.user))
