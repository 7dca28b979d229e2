"""Token authentication for the HTTP layer (Authorization: Token <jwt>)."""
from flask import jsonify
from flask_httpauth import HTTPTokenAuth

from ..repositories.user_repository import UserRepository
from ..services import tokens

token_auth = HTTPTokenAuth(scheme="Token")

_users = UserRepository()


@token_auth.verify_token
def verify_token(token):
    user_id = tokens.read(token) if token else None
    if user_id is None:
        return None
    return _users.get_by_id(user_id)


@token_auth.error_handler
def auth_error(status):
    return jsonify(errors={"body": ["unauthorized"]}), status
