from app.core.security import create_token, hash_password, verify_password
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import AuthError


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        # Uniqueness is enforced by the unique constraints on users.username / users.email;
        # the route turns the IntegrityError into a 422.
        user = await self.users.create(username=username, email=email,
                                       hashed_password=hash_password(password))
        return user, create_token(user.id)

    async def login(self, email: str, password: str) -> tuple[User, str]:
        user = await self.users.get_by_email(email)
        if user is None or not verify_password(password, user.hashed_password):
            raise AuthError("email or password is invalid")
        return user, create_token(user.id)
