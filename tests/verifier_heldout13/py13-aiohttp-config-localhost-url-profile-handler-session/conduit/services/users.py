import bcrypt

from conduit.models import User
from conduit.repositories.users import UsersRepository


class LoginFailed(Exception):
    pass


class UsersService:
    def __init__(self, repo: UsersRepository):
        self.repo = repo

    async def login(self, email: str, password: str) -> User:
        user = await self.repo.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password.encode()):
            raise LoginFailed()
        return user

    async def register(self, username: str, email: str, password: str) -> User:
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.repo.add(User(username=username, email=email, password=hashed))
