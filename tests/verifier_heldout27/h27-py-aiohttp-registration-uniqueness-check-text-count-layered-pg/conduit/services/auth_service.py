import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.user_repository import UserRepository

SECRET = os.environ.get("JWT_SECRET", "conduit")


class ValidationFailed(Exception):
    def __init__(self, errors: dict) -> None:
        super().__init__(errors)
        self.errors = errors


class AuthService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def register(self, username: str, email: str, password: str) -> dict:
        taken = await self.users.taken(email, username)
        errors = {field: ["has already been taken"] for field, used in taken.items() if used}
        if errors:
            raise ValidationFailed(errors)
        digest = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        user = await self.users.add(User(username=username, email=email, password_hash=digest))
        return {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                "token": self.token_for(user)}
