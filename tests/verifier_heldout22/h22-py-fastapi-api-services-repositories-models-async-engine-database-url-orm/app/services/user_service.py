import jwt
from passlib.context import CryptContext

from app.config import settings
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError

pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if await self.users.get_by_email(email) or await self.users.get_by_username(username):
            raise ServiceError("username or email already taken")
        user = await self.users.add(User(username=username, email=email, password_hash=pwd.hash(password)))
        return user, self.token_for(user)

    async def login(self, email: str, password: str) -> tuple[User, str]:
        user = await self.users.get_by_email(email)
        if user is None or not pwd.verify(password, user.password_hash):
            raise ServiceError("email or password is invalid")
        return user, self.token_for(user)

    def token_for(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id)}, settings.jwt_secret, algorithm="HS256")
