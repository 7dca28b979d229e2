import hashlib

from conduit.models import User
from conduit.repositories.users import UserRepository


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise ValueError("already taken")
        digest = hashlib.sha256(password.encode()).hexdigest()
        return await self.users.add(User(username=username, email=email, password_hash=digest))
