import hashlib

from app.models import User
from app.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo: UserRepository):
        self.repo = repo

    def register(self, username: str, email: str, password: str) -> User:
        # a duplicate username or email surfaces as the driver's IntegrityError
        return self.repo.insert(username, email, hashlib.sha256(password.encode()).hexdigest())


def get_user_service() -> UserService:
    return UserService(UserRepository())
