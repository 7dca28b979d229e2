from sqlalchemy.exc import IntegrityError

from app.core.security import create_token, hash_password, verify_password
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import AuthError, DomainError


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        try:
            user = await self.users.create(username=username, email=email,
                                           hashed_password=hash_password(password))
        except IntegrityError as exc:  # unique username / email
            raise DomainError("username or email has already been taken") from exc
        return user, create_token(user.id)

    async def login(self, email: str, password: str) -> tuple[User, str]:
        user = await self.users.get_by_email(email)
        if user is None or not verify_password(password, user.hashed_password):
            raise AuthError("email or password is invalid")
        return user, create_token(user.id)
