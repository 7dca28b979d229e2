from flask import Blueprint, jsonify, request

from conduit.services.auth_service import AuthError, AuthService

bp = Blueprint("users", __name__, url_prefix="/api")
auth = AuthService()


@bp.post("/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    user = auth.register(body.get("username", ""), body.get("email", ""), body.get("password", ""))
    return jsonify({"user": user}), 201


@bp.post("/users/login")
def login():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = auth.login(body.get("email", ""), body.get("password", ""))
    except AuthError as exc:
        return jsonify({"errors": {"body": [str(exc)]}}), 401
    return jsonify({"user": user})
