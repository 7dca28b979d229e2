import jwt
from django.conf import settings

from .models import User


def user_from_request(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return User.objects.get(pk=jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["id"])
    except (jwt.PyJWTError, User.DoesNotExist, KeyError):
        return None
