import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.users import UserRepository


class AuthError(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository, secret: str) -> None:
        self.users, self.secret = users, secret

    async def register(self, username: str, email: str, password: str) -> User:
        return await self.users.add(User(username=username, email=email,
                                         password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt())))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise AuthError("email or password is invalid")
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"uid": user.id}, self.secret, algorithm="HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            return await self.users.get(jwt.decode(token, self.secret, algorithms=["HS256"])["uid"])
        except jwt.PyJWTError:
            return None
