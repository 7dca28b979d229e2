import jwt
from passlib.hash import bcrypt

from app.config import JWT_SECRET
from app.models.user import User
from app.repositories.user_repository import UserRepository
from app.services.errors import Invalid, NotFound


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.get_by_email(email) or self.users.get_by_username(username):
            raise Invalid({"email": ["has already been taken"]})
        return self.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.get_by_email(email)
        if user is None or not bcrypt.verify(password, user.password_hash):
            raise Invalid({"email or password": ["is invalid"]})
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id)}, JWT_SECRET, algorithm="HS256")

    def from_token(self, token: str) -> User:
        user_id = int(jwt.decode(token, JWT_SECRET, algorithms=["HS256"])["sub"])
        user = self.users.get_by_id(user_id)
        if user is None:
            raise NotFound("user")
        return user

    def profile(self, username: str) -> User:
        user = self.users.get_by_username(username)
        if user is None:
            raise NotFound("profile")
        return user
