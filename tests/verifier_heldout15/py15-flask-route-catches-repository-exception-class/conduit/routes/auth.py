import jwt
from flask import current_app, request


def viewer_id():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None
