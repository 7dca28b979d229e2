import bcrypt

from conduit.models import User
from conduit.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def register(self, username, email, password):
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.repo.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email, password):
        user = self.repo.by_email(email)
        if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            return user
        return None
