import hashlib

from app.auth import make_token
from app.models import User
from app.repositories.users import UserRepository


class AuthError(Exception):
    pass


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


class UserService:
    def __init__(self, users: UserRepository | None = None) -> None:
        self.users = users or UserRepository()

    async def register(self, username: str, email: str, password: str) -> dict:
        user = await self.users.add(User(username=username, email=email, password_hash=_hash(password)))
        return self.shape(user)

    async def login(self, email: str, password: str) -> dict:
        user = await self.users.by_email(email)
        if user is None or user.password_hash != _hash(password):
            raise AuthError()
        return self.shape(user)

    async def update(self, user: User, changes: dict) -> dict:
        for field in ("username", "email", "bio", "image"):
            if field in changes:
                setattr(user, field, changes[field])
        if "password" in changes:
            user.password_hash = _hash(changes["password"])
        return self.shape(await self.users.update(user))

    @staticmethod
    def shape(user: User) -> dict:
        return {"email": user.email, "token": make_token(user.id), "username": user.username,
                "bio": user.bio, "image": user.image}
