import jwt
from django.conf import settings
from rest_framework import authentication

from .models import Profile


class TokenAuthentication(authentication.BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).decode()
        if not header.startswith(self.keyword + " "):
            return None
        try:
            payload = jwt.decode(header.split(" ", 1)[1], settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        profile = Profile.objects.filter(pk=payload["id"]).first()
        return (profile, None) if profile else None
