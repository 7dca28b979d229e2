from functools import wraps

from flask import g, jsonify, request

from ..services.accounts import AccountService

accounts = AccountService()


def auth(optional=False):
    def deco(view):
        @wraps(view)
        def inner(*args, **kwargs):
            scheme, _, token = request.headers.get("Authorization", "").partition(" ")
            g.user = accounts.from_token(token) if scheme == "Token" and token else None
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return view(*args, **kwargs)

        return inner

    return deco
