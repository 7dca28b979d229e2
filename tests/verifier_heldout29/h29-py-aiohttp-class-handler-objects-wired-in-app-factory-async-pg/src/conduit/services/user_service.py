import bcrypt
import jwt

from ..models import User
from ..repositories.user_repository import UserRepository


class Unauthorized(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository, jwt_secret: str):
        self.users = users
        self.secret = jwt_secret

    def _token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id)}, self.secret, algorithm="HS256")

    def as_dict(self, user: User) -> dict:
        return {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image,
                "token": self._token(user)}

    async def authenticate(self, authorization: str) -> User:
        try:
            payload = jwt.decode(authorization.removeprefix("Token "), self.secret, algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise Unauthorized() from exc
        user = await self.users.by_id(int(payload["sub"]))
        if user is None:
            raise Unauthorized()
        return user

    async def update(self, user: User, data: dict) -> User:
        allowed = {k: v for k, v in data.items() if k in {"email", "bio", "image", "username"}}
        if "password" in data:
            allowed["password_hash"] = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
        return await self.users.update(user.id, allowed) or user
