from passlib.hash import bcrypt
from app.models import User
from app.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        return await self.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))

    async def authenticate(self, email: str, password: str) -> User | None:
        user = await self.users.by_email(email)
        return user if user and bcrypt.verify(password, user.password_hash) else None
