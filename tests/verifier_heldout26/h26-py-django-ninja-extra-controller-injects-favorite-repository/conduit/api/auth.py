import jwt
from django.conf import settings
from ninja.security import APIKeyHeader


class TokenAuth(APIKeyHeader):
    param_name = "Authorization"

    def authenticate(self, request, key):
        if not key or not key.startswith("Token "):
            return None
        try:
            return int(jwt.decode(key[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError:
            return None
