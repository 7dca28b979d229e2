import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories.users import UserRepository


class AccountError(Exception):
    pass


class AccountService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> dict:
        if self.users.taken(username, email):
            raise AccountError("username or email already taken")
        user = self.users.add(User(username=username, email=email, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt())))
        return self._public(user)

    def login(self, email: str, password: str) -> dict:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise AccountError("email or password is invalid")
        return self._public(user)

    def _public(self, user: User) -> dict:
        token = jwt.encode({"sub": str(user.id)}, settings.SECRET_KEY, algorithm="HS256")
        return {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}
