import jwt
from django.conf import settings

from articles.repositories.user_repository import UserRepository


class AuthError(Exception):
    pass


class AuthService:
    def __init__(self):
        self.users = UserRepository()

    def require_user(self, authorization):
        if not authorization or not authorization.startswith("Token "):
            raise AuthError("missing token")
        try:
            payload = jwt.decode(authorization[6:], settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise AuthError("invalid token") from exc
        user = self.users.get_by_id(payload.get("id"))
        if user is None:
            raise AuthError("unknown user")
        return user
