from sqlalchemy.orm import Session

from conduit.models.user import User
from conduit.repositories.user_repository import UserRepository
from conduit.security import create_token, hash_password, verify_password


class UserError(Exception):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class UserService:
    def __init__(self, db: Session) -> None:
        self.users = UserRepository(db)

    def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if self.users.get_by_username(username):
            raise UserError("username", "has already been taken")
        if self.users.get_by_email(email):
            raise UserError("email", "has already been taken")
        user = self.users.add(User(username=username, email=email, password_hash=hash_password(password)))
        return user, create_token(user.id)

    def login(self, email: str, password: str) -> tuple[User, str]:
        user = self.users.get_by_email(email)
        if user is None or not verify_password(password, user.password_hash):
            raise UserError("credentials", "invalid")
        return user, create_token(user.id)

    def current(self, user_id: int) -> User | None:
        return self.users.get_by_id(user_id)

    def profile(self, username: str) -> User | None:
        return self.users.get_by_username(username)
