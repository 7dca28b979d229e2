from flask import Blueprint, jsonify, request

from conduit.services import users

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = users.register(body.get("username", ""), body.get("email", ""), body.get("password", ""))
    except users.Conflict as exc:
        return jsonify(errors={"body": [str(exc)]}), 422
    return jsonify(user=user), 201
