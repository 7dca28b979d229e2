import re
import uuid
from functools import wraps

import jwt
from flask import current_app, g, jsonify, request

from models import User


def make_slug(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]


def auth_required(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        try:
            payload = jwt.decode(header.replace("Token ", ""), current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except Exception:
            return jsonify({"errors": {"body": ["Unauthorized"]}}), 401
        g.user = User.query.get(payload["id"])
        return fn(*args, **kwargs)
    return wrapper
