from functools import wraps

from flask import g, jsonify, request


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        # the token is "<user id>.<signature>"; the users blueprint signs and checks it
        g.user_id = int(header[len("Token "):].split(".")[0])
        return view(*args, **kwargs)

    return wrapper
