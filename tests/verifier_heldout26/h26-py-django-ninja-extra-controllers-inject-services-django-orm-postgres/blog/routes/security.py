import jwt
from django.conf import settings
from ninja.security import APIKeyHeader


class TokenHeader(APIKeyHeader):
    param_name = "Authorization"

    def authenticate(self, request, key):
        if key and key.startswith("Token "):
            try:
                return int(jwt.decode(key[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"])
            except jwt.PyJWTError:
                return None
        return None
