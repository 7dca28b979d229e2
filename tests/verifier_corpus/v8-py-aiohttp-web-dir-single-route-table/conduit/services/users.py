import hashlib
import hmac

import jwt

from conduit.models import User
from conduit.repositories.users import UserRepository


class InvalidCredentials(Exception):
    pass


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


class UserService:
    def __init__(self, repository: UserRepository, secret: str) -> None:
        self.repository = repository
        self.secret = secret

    def _json(self, user: User) -> dict:
        token = jwt.encode({"sub": str(user.id)}, self.secret, algorithm="HS256")
        return {"username": user.username, "email": user.email, "bio": user.bio, "image": None, "token": token}

    async def register(self, username: str, email: str, password: str) -> dict:
        user = await self.repository.add(User(username=username, email=email, password_hash=_hash(password)))
        return self._json(user)

    async def login(self, email: str, password: str) -> dict:
        user = await self.repository.by_email(email)
        if user is None or not hmac.compare_digest(user.password_hash, _hash(password)):
            raise InvalidCredentials()
        return self._json(user)

    async def from_token(self, token: str) -> dict | None:
        try:
            user_id = int(jwt.decode(token, self.secret, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError):
            return None
        user = await self.repository.get(user_id)
        return self._json(user) if user else None
