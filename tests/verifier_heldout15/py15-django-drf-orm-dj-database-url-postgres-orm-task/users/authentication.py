import jwt
from django.conf import settings
from rest_framework import authentication, exceptions

from users.models import User


class JWTAuthentication(authentication.BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).decode()
        if not header.startswith(self.keyword + " "):
            return None
        try:
            payload = jwt.decode(header.split(" ", 1)[1], settings.SECRET_KEY, algorithms=["HS256"])
            user = User.objects.get(pk=payload["id"])
        except (jwt.PyJWTError, User.DoesNotExist, KeyError):
            raise exceptions.AuthenticationFailed("invalid token")
        return user, None
