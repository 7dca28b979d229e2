import jwt

from conduit.models import User
from conduit.repositories import UserRepository
from conduit.services.errors import Unauthorized


class AuthService:
    def __init__(self, users: UserRepository, secret: str):
        self._users = users
        self._secret = secret

    async def user_from_token(self, token: str) -> User:
        try:
            payload = jwt.decode(token, self._secret, algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise Unauthorized("invalid token") from exc
        user = await self._users.get(int(payload["sub"]))
        if user is None:
            raise Unauthorized("unknown user")
        return user
