from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app

from conduit.repositories.user_repository import UserRepository
from conduit.services.exceptions import ServiceException


class AuthService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def register(self, username, email, password):
        if self.users.find_by_email(email):
            raise ServiceException("email has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.create(username=username, email=email, password_hash=hashed)

    def login(self, email, password):
        user = self.users.find_by_email(email)
        if not user or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceException("invalid email or password", 401)
        return user

    def token(self, user):
        exp = datetime.now(timezone.utc) + timedelta(hours=current_app.config["JWT_EXPIRES_HOURS"])
        return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["JWT_SECRET"], algorithm="HS256")

    def user_from_header(self, header):
        if not header or not header.startswith("Token "):
            return None
        try:
            claims = jwt.decode(header[6:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.get(int(claims["sub"]))
