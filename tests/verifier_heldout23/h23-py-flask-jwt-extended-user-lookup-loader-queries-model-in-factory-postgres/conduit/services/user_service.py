from werkzeug.security import check_password_hash, generate_password_hash

from ..models import User
from ..repositories.user_repository import UserRepository
from .errors import ServiceError


class UserService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def register(self, username, email, password):
        if self.users.get_by_email(email) or self.users.get_by_username(username):
            raise ServiceError("username or email has already been taken")
        user = User(username=username, email=email, password_hash=generate_password_hash(password))
        return self.users.add(user)

    def login(self, email, password):
        user = self.users.get_by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise ServiceError("email or password is invalid", status=401)
        return user

    def update(self, user, changes):
        if "password" in changes:
            user.password_hash = generate_password_hash(changes.pop("password"))
        for field in ("username", "email", "bio", "image"):
            if field in changes:
                setattr(user, field, changes[field])
        return self.users.save(user)

    def profile(self, username):
        user = self.users.get_by_username(username)
        if user is None:
            raise ServiceError("profile not found", status=404)
        return user
