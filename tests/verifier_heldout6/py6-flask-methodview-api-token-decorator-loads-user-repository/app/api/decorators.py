from functools import wraps

from flask import g, jsonify, request

from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService

_users = UserRepository()
_service = UserService(_users)


def token_auth(optional=False):
    """Loads g.user from the Authorization: Token <jwt> header."""
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            g.user = None
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                user_id = _service.user_id_from_token(header[6:])
                if user_id is not None:
                    g.user = _users.find(user_id)
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return fn(*args, **kwargs)
        return wrapper
    return decorator
