import jwt
from django.conf import settings
from rest_framework import authentication, exceptions

from .models import User


class TokenAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return None
        try:
            payload = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise exceptions.AuthenticationFailed("invalid token")
        user = User.objects.filter(pk=payload["id"]).first()
        if user is None:
            raise exceptions.AuthenticationFailed("no such user")
        return user, None
