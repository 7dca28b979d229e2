from flask import Blueprint, g, jsonify, request

from conduit.blueprints.common import auth, registry
from conduit.services.users import UserError

bp = Blueprint("users", __name__)


def user_json(user):
    svc = registry().user_service
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": svc.token(user)}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = registry().user_service.register(data.get("username"), data.get("email"), data.get("password"))
    except UserError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status
    return jsonify(user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        return jsonify(user_json(registry().user_service.login(data.get("email"), data.get("password"))))
    except UserError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status


@bp.get("/user")
@auth()
def current_user():
    return jsonify(user_json(g.user))
