from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError


class AccountService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username, email, password):
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError(422, "username", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email, password):
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "credentials", "invalid")
        return user

    def token(self, user):
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")

    def identify(self, raw):
        if not raw:
            return None
        try:
            return self.users.get(int(jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None
