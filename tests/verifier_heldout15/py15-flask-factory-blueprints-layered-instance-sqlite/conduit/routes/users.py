from flask import Blueprint, jsonify, request

from conduit.services import user_service
from conduit.services.errors import ServiceError

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user, token = user_service.register(body.get("username"), body.get("email"), body.get("password"))
    except ServiceError as exc:
        return jsonify({"errors": {"body": [str(exc)]}}), exc.status
    return jsonify({"user": user_service.to_json(user, token)}), 201


@bp.post("/users/login")
def login():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user, token = user_service.login(body.get("email"), body.get("password"))
    except ServiceError as exc:
        return jsonify({"errors": {"body": [str(exc)]}}), exc.status
    return jsonify({"user": user_service.to_json(user, token)})
