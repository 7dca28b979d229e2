from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User
from conduit.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def register(self, username, email, password):
        return self.repo.add(User(username=username, email=email,
                                  password_hash=generate_password_hash(password)))

    def login(self, email, password):
        user = self.repo.get_by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            return None
        return user
