import os
from datetime import datetime, timedelta

import bcrypt
import jwt
from injector import inject

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError

SECRET = os.environ.get("SECRET_KEY", "conduit-secret")


class UserService:
    @inject
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user):
        payload = {"sub": user.id, "exp": datetime.utcnow() + timedelta(days=2)}
        return jwt.encode(payload, SECRET, algorithm="HS256")

    def from_token(self, token):
        try:
            payload = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise ServiceError("token", "is invalid", 401)
        user = self.users.get(payload["sub"])
        if user is None:
            raise ServiceError("token", "is invalid", 401)
        return user

    def register(self, username, email, password):
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError("user", "has already been taken", 409)
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email, password):
        user = self.users.by_email(email)
        if not user or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError("email or password", "is invalid", 401)
        return user
