from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from rest_framework import authentication, exceptions

from api.db import Session
from api.tables import User


def issue_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


class JWTAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        header = authentication.get_authorization_header(request).decode()
        if not header.startswith("Token "):
            return None
        try:
            user_id = int(jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError:
            raise exceptions.AuthenticationFailed("invalid token")
        user = Session.get(User, user_id)
        if user is None:
            raise exceptions.AuthenticationFailed("invalid token")
        return user, None

    def authenticate_header(self, request):
        return "Token"
