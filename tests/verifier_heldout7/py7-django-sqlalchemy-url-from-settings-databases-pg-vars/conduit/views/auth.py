import jwt
from django.conf import settings


def username_from(request) -> str | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["username"]
    except jwt.PyJWTError:
        return None
