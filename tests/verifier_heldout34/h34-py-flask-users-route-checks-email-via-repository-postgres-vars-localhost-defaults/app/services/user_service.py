from werkzeug.security import check_password_hash, generate_password_hash

from ..models import User
from ..repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repository=None):
        self.users = repository or UserRepository()

    def register(self, username, email, password):
        user = User(username=username, email=email, password_hash=generate_password_hash(password))
        return self.users.save(user)

    def login(self, email, password):
        user = self.users.find_by_email(email)
        if user and check_password_hash(user.password_hash, password):
            return user
        return None
