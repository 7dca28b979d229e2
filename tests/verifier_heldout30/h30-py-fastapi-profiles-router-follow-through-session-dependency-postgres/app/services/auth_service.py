from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import HTTPException

from app.core.config import settings
from app.models import User
from app.repositories.user_repository import UserRepository


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.get_by_email(email) or self.users.get_by_username(username):
            raise HTTPException(status_code=422, detail={"errors": {"body": ["user already exists"]}})
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.create(username=username, email=email, hashed_password=hashed)

    def authenticate(self, email: str, password: str) -> User:
        user = self.users.get_by_email(email)
        if not user or not bcrypt.checkpw(password.encode(), user.hashed_password.encode()):
            raise HTTPException(status_code=401, detail={"errors": {"credentials": ["invalid"]}})
        return user

    def create_token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(minutes=settings.jwt_expire_minutes)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.jwt_secret, algorithm="HS256")

    def user_from_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.get(int(payload["sub"]))
