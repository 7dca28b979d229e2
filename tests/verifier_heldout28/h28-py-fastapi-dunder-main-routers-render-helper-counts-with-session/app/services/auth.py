import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import HTTPException

from app.models import User
from app.repositories.users import UserRepository

SECRET = os.getenv("JWT_SECRET", "change-me")


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=3)},
                          SECRET, algorithm="HS256")

    def resolve(self, token: str) -> User:
        try:
            user = self.users.by_id(int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            user = None
        if user is None:
            raise HTTPException(401, "invalid token")
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise HTTPException(409, "already taken")
        return self.users.save(User(username=username, email=email, bio="",
                                    password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise HTTPException(401, "invalid credentials")
        return user
