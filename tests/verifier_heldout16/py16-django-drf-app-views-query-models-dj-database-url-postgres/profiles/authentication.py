import jwt
from django.conf import settings
from rest_framework import authentication, exceptions

from .models import Profile


class JWTAuthentication(authentication.BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).decode()
        if not header.startswith(self.keyword + " "):
            return None
        try:
            payload = jwt.decode(header.split(" ", 1)[1], settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise exceptions.AuthenticationFailed("invalid token")
        profile = Profile.objects.select_related("user").filter(user_id=payload["id"]).first()
        if profile is None:
            raise exceptions.AuthenticationFailed("no user")
        return (profile.user, header)
