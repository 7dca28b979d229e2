import jwt
from django.conf import settings
from rest_framework.authentication import BaseAuthentication
from rest_framework.exceptions import AuthenticationFailed
from sqlalchemy import select

from conduit.db import SessionLocal
from conduit.models.entities import User


class TokenAuthentication(BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith(self.keyword + " "):
            return None
        try:
            payload = jwt.decode(header[len(self.keyword) + 1:], settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise AuthenticationFailed("invalid token")
        with SessionLocal() as session:
            user = session.scalar(select(User).where(User.id == payload["id"]))
        if user is None:
            raise AuthenticationFailed("unknown user")
        return user, None

    def authenticate_header(self, request):
        return self.keyword
