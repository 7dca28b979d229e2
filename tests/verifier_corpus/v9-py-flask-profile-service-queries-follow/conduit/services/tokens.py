import jwt
from flask import current_app


def user_id_from_header(header: str | None) -> int | None:
    if not header or not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return int(payload["sub"])
