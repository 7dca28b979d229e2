from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from conduit.repositories.profile_repository import ProfileRepository
from conduit.services.errors import ServiceError


class AccountService:
    def __init__(self, profiles=None):
        self.profiles = profiles or ProfileRepository()

    def token(self, profile):
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": profile.pk, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")

    def from_header(self, header):
        if not header or not header.startswith("Token "):
            return None
        try:
            sub = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["sub"]
        except jwt.PyJWTError:
            raise ServiceError(401, "token", "is invalid")
        return self.profiles.by_id(sub)

    def register(self, username, email, password):
        if self.profiles.by_email(email) or self.profiles.by_username(username):
            raise ServiceError(409, "user", "has already been taken")
        digest = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.profiles.create(username=username, email=email, password_hash=digest)

    def login(self, email, password):
        profile = self.profiles.by_email(email)
        if profile is None or not bcrypt.checkpw(password.encode(), profile.password_hash.encode()):
            raise ServiceError(401, "email or password", "is invalid")
        return profile
