import hashlib

from ..models import User
from ..repositories.user_repository import UserRepository


class EmailTaken(Exception):
    pass


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def register(self, username, email, password):
        if self.repo.by_email(email):
            raise EmailTaken(email)
        digest = hashlib.sha256(password.encode()).hexdigest()
        return self.repo.add(User(username=username, email=email, password_hash=digest))
