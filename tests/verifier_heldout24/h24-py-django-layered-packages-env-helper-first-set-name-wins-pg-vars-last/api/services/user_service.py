import datetime

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from api.repositories.user_repository import UserRepository


class AuthError(Exception):
    pass


class UserService:
    def __init__(self, repository=None):
        self.repository = repository or UserRepository()

    def token(self, user):
        exp = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=7)
        return jwt.encode({"id": user.id, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")

    def from_token(self, token):
        try:
            return self.repository.by_id(jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["id"])
        except (jwt.PyJWTError, KeyError):
            return None

    def register(self, username, email, password):
        return self.repository.create(username=username, email=email, password_hash=make_password(password))

    def login(self, email, password):
        user = self.repository.by_email(email)
        if user is None or not check_password(password, user.password_hash):
            raise AuthError()
        return user
