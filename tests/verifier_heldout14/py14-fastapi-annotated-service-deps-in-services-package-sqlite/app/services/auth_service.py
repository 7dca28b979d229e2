from app.core.security import decode_token
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import AuthError


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def current_user(self, token: str) -> User:
        try:
            user_id = decode_token(token)
        except Exception as exc:  # jose raises several error types
            raise AuthError("invalid token") from exc
        user = await self.users.get(user_id)
        if user is None:
            raise AuthError("unknown user")
        return user
