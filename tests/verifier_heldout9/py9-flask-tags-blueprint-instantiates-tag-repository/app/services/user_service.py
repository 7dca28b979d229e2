from werkzeug.security import check_password_hash, generate_password_hash

from ..repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def register(self, username, email, password):
        if self.repo.find_by_email(email) or self.repo.find_by_username(username):
            raise ValueError("has already been taken")
        return self.repo.create(username=username, email=email,
                                password_hash=generate_password_hash(password))

    def authenticate(self, email, password):
        user = self.repo.find_by_email(email)
        if user and check_password_hash(user.password_hash, password):
            return user
        return None
