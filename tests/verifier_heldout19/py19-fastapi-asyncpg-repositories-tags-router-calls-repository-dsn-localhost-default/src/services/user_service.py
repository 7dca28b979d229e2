import bcrypt
from src.repositories.user_repository import UserRepository


class UserService:
    def __init__(self):
        self.repo = UserRepository()

    async def register(self, username: str, email: str, password: str):
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.repo.create(username, email, hashed)

    async def login(self, email: str, password: str):
        user = await self.repo.find_by_email(email)
        if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            return user
        return None
