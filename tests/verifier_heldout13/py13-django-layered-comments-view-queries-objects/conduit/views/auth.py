import jwt
from django.conf import settings
from django.core.exceptions import PermissionDenied


def current_profile_id(request) -> int:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        raise PermissionDenied
    return jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["profile_id"]
