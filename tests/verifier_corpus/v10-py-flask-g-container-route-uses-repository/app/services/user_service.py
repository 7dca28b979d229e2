from werkzeug.security import check_password_hash, generate_password_hash

from app.models import User
from app.repositories.user_repository import UserRepository


class ServiceError(Exception):
    def __init__(self, status: int, errors: dict):
        super().__init__(errors)
        self.status = status
        self.errors = errors


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.find_by_email(email) or self.users.find_by_username(username):
            raise ServiceError(422, {"user": ["has already been taken"]})
        return self.users.add(User(username=username, email=email,
                                   password=generate_password_hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.find_by_email(email)
        if user is None or not check_password_hash(user.password, password):
            raise ServiceError(401, {"credentials": ["invalid"]})
        return user

    def follow(self, me: User, username: str) -> User:
        other = self.users.find_by_username(username)
        if other is None:
            raise ServiceError(404, {"profile": ["not found"]})
        self.users.follow(me.id, other.id)
        return other
