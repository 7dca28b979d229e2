from passlib.context import CryptContext

from app.repositories.user_repository import UserRepository

pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class UserAlreadyExists(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str):
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise UserAlreadyExists(email)
        return await self.users.create(username=username, email=email,
                                       hashed_password=pwd.hash(password))
