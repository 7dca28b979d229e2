import jwt
from django.conf import settings
from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.exceptions import AuthenticationFailed

from blog.models import Author


class JWTAuthentication(BaseAuthentication):
    def authenticate(self, request):
        header = get_authorization_header(request).decode()
        if not header.startswith("Token "):
            return None
        try:
            claims = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
            author = Author.objects.get(pk=claims["sub"])
        except (jwt.PyJWTError, Author.DoesNotExist, KeyError):
            raise AuthenticationFailed("invalid token")
        author.is_authenticated = True
        return author, header[6:]
