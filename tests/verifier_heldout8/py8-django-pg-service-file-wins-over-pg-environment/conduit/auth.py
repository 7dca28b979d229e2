import datetime as dt

import jwt
from django.conf import settings

from conduit.models import User


def make_token(user: User) -> str:
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
    return jwt.encode({"uid": user.pk, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def user_from_request(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return User.objects.filter(pk=payload.get("uid")).first()
