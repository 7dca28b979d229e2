import bcrypt
import jwt

from realworld.models import User
from realworld.repositories.users import UserRepository
from realworld.settings import JWT_SECRET


class UserError(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def register(self, username: str, email: str, password: str) -> dict:
        if await self.users.taken(username, email):
            raise UserError("username or email has already been taken")
        user = await self.users.create(
            User(username=username, email=email, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()))
        )
        return self._public(user)

    async def login(self, email: str, password: str) -> dict:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise UserError("email or password is invalid")
        return self._public(user)

    async def me(self, token: str) -> dict:
        user = await self.users.by_id(self.user_id(token))
        if user is None:
            raise UserError("unknown user")
        return self._public(user)

    async def update(self, token: str, changes: dict) -> dict:
        allowed = {k: v for k, v in changes.items() if k in {"username", "email", "bio", "image"}}
        if "password" in changes:
            allowed["password_hash"] = bcrypt.hashpw(changes["password"].encode(), bcrypt.gensalt())
        return self._public(await self.users.update(self.user_id(token), **allowed))

    @staticmethod
    def user_id(token: str) -> int:
        try:
            return int(jwt.decode(token, JWT_SECRET, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError as exc:
            raise UserError("invalid token") from exc

    @staticmethod
    def _public(user: User) -> dict:
        token = jwt.encode({"sub": str(user.id)}, JWT_SECRET, algorithm="HS256")
        return {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}
