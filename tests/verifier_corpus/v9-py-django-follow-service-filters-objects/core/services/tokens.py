import jwt
from django.conf import settings


def user_id_from(header: str) -> int | None:
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None
