import hashlib

from conduit.models import User
from conduit.repositories.users import UserRepository


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        digest = hashlib.sha256(password.encode()).hexdigest()
        return await self.users.create(User(username=username, email=email, password_hash=digest, bio=""))

    async def profile(self, username: str) -> User:
        return await self.users.by_username(username)
