from flask import jsonify, request

from conduit.services import user_service
from conduit.services.errors import DomainError


def viewer(required: bool = True):
    header = request.headers.get("Authorization", "")
    user = user_service.from_token(header.removeprefix("Token ") if header.startswith("Token ") else None)
    if required and user is None:
        raise DomainError(401, "token", "missing")
    return user


def error(err: DomainError):
    return jsonify({"errors": {err.field: [err.message]}}), err.status
