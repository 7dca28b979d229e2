import jwt
from flask import current_app, request
from flask_restx import abort


def _token():
    header = request.headers.get("Authorization", "")
    return header[6:] if header.startswith("Token ") else None


def optional_user_id():
    token = _token()
    if not token:
        return None
    try:
        return int(jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


def required_user_id():
    user_id = optional_user_id()
    if user_id is None:
        abort(401, "authentication required")
    return user_id
