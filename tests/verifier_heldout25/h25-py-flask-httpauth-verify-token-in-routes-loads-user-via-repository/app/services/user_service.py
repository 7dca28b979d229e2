import bcrypt

from ..models import User
from ..repositories.user_repository import UserRepository
from . import tokens
from .errors import Conflict, ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if not username or not email or not password:
            raise ServiceError("body", "username, email and password are required")
        if self.users.exists(username, email):
            raise Conflict("body", "username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        user = self.users.add(User(username=username, email=email, password_hash=hashed))
        return user, tokens.issue(user.id)

    def login(self, email: str, password: str) -> tuple[User, str]:
        user = self.users.get_by_email(email or "")
        if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise Unauthorized("credentials", "invalid")
        return user, tokens.issue(user.id)

    def update(self, user: User, changes: dict) -> User:
        for field in ("username", "email", "bio", "image"):
            if field in changes:
                setattr(user, field, changes[field])
        if changes.get("password"):
            user.password_hash = bcrypt.hashpw(changes["password"].encode(), bcrypt.gensalt()).decode()
        self.users.save()
        return user
