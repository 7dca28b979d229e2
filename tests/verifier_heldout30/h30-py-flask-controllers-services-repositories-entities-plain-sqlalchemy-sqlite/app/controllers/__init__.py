from flask import current_app, g, jsonify, request

from app.services.errors import ServiceError, Unauthorized


def services() -> dict:
    return current_app.extensions["conduit.services"]


def current_user(required: bool = True):
    header = request.headers.get("Authorization", "")
    token = header[6:] if header.startswith("Token ") else None
    g.user = services()["auth"].user_from_token(token)
    if required and g.user is None:
        raise Unauthorized("token", "missing or invalid")
    return g.user


def error_response(err: ServiceError):
    return jsonify({"errors": {err.field: [err.message]}}), err.status
