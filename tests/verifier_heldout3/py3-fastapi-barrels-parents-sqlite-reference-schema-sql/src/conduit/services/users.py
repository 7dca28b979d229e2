from conduit.core.security import create_token, hash_password, read_token, verify_password
from conduit.models import User
from conduit.repositories import UserRepository

from .errors import ServiceError


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError("username or email already registered")
        return self.users.add(User(username=username, email=email, password_hash=hash_password(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not verify_password(password, user.password_hash):
            raise ServiceError("email or password is invalid", 401)
        return user

    def token(self, user: User) -> str:
        return create_token(user.id)

    def from_token(self, token: str) -> User:
        user_id = read_token(token)
        user = self.users.get(user_id) if user_id is not None else None
        if user is None:
            raise ServiceError("invalid token", 401)
        return user
