import bcrypt
import jwt

from ..models import User
from ..repositories.user_repository import UserRepository
from .errors import ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository, secret: str):
        self.users = users
        self.secret = secret

    def auth_payload(self, user: User) -> dict:
        token = jwt.encode({"uid": user.id}, self.secret, algorithm="HS256")
        return {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}

    async def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise ServiceError("username, email and password are required")
        if await self.users.find(email=email) or await self.users.find(username=username):
            raise ServiceError("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.find(email=email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("invalid credentials")
        return user

    async def from_token(self, token: str) -> User:
        try:
            uid = jwt.decode(token, self.secret, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError as exc:
            raise Unauthorized("invalid token") from exc
        user = await self.users.get(uid)
        if user is None:
            raise Unauthorized("invalid token")
        return user
