import time

import jwt
from django.conf import settings
from django.contrib.auth import get_user_model


def issue(user) -> str:
    return jwt.encode({"uid": user.pk, "exp": int(time.time()) + 86400}, settings.SECRET_KEY, "HS256")


def user_from_request(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        uid = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None
    return get_user_model().objects.filter(pk=uid).first()
