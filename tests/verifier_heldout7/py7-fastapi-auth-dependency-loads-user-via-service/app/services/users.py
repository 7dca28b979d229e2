from app.core.security import create_token, decode_token, hash_password, verify_password
from app.models import User
from app.repositories.users import UserRepository
from app.services.errors import ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if await self.users.get_by_email(email):
            raise ServiceError("email has already been taken")
        if await self.users.get_by_username(username):
            raise ServiceError("username has already been taken")
        user = await self.users.add(User(username=username, email=email, password_hash=hash_password(password)))
        return user, create_token(user.id)

    async def login(self, email: str, password: str) -> tuple[User, str]:
        user = await self.users.get_by_email(email)
        if user is None or not verify_password(password, user.password_hash):
            raise Unauthorized("email or password is invalid")
        return user, create_token(user.id)

    async def user_from_token(self, token: str) -> User:
        try:
            user_id = decode_token(token)
        except Exception as exc:  # expired, forged or malformed
            raise Unauthorized("invalid token") from exc
        user = await self.users.get_by_id(user_id)
        if user is None:
            raise Unauthorized("unknown user")
        return user
