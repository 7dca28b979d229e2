import hashlib

from conduit.entities import User
from conduit.repositories.users import UserRepository


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_username(username):
            raise ValueError("username has already been taken")
        digest = hashlib.sha256(password.encode()).hexdigest()
        return await self.users.insert(username, email, digest)

    async def profile(self, username: str) -> User | None:
        return await self.users.by_username(username)
