from functools import wraps

from flask import g, jsonify, request

from conduit.services import accounts


def with_user(required: bool = True):
    def wrap(view):
        @wraps(view)
        def handler(*args, **kwargs):
            auth = request.headers.get("Authorization", "")
            g.user = accounts.user_for_token(auth.split(" ", 1)[1]) if auth.startswith("Token ") else None
            if required and g.user is None:
                return jsonify(errors={"body": ["authentication required"]}), 401
            return view(*args, **kwargs)
        return handler
    return wrap


def profile_json(user, following: bool) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
