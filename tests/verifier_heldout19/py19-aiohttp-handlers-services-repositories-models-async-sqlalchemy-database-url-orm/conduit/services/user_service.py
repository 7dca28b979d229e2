import bcrypt
from conduit.models import User


class UserService:
    def __init__(self, users):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        digest = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=digest))

    async def login(self, email: str, password: str):
        user = await self.users.by_email(email)
        if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            return user
        return None
