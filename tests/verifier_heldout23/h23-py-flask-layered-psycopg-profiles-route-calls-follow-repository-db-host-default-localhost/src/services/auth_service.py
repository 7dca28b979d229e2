import os
import time

import bcrypt
import jwt

from ..repositories.user_repository import UserRepository
from .errors import AppError

SECRET = os.getenv("JWT_SECRET", "conduit-jwt-secret")


class AuthService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def token(self, user):
        return jwt.encode({"sub": str(user.id), "iat": int(time.time())}, SECRET, algorithm="HS256")

    def register(self, username, email, password):
        if not (username and email and password):
            raise AppError("username, email and password are required")
        if self.users.find_by_email(email) or self.users.find_by_username(username):
            raise AppError("has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.create(username, email, hashed)

    def login(self, email, password):
        user = self.users.find_by_email(email or "")
        if not user or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise AppError("invalid email or password", 401)
        return user

    def user_for_token(self, token):
        try:
            payload = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.find_by_id(int(payload["sub"]))
