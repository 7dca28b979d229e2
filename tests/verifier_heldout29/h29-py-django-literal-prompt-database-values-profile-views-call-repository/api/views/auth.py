import jwt
from django.conf import settings


def viewer_id(request) -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
