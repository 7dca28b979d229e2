from app.core.security import create_token, decode_token, hash_password, verify_password
from app.models import User
from app.repositories.users import UsersRepository
from app.services.errors import DomainError, NotFound, Unauthorized


class UsersService:
    def __init__(self, users: UsersRepository) -> None:
        self.users = users

    def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if self.users.by_username(username):
            raise DomainError("username", "has already been taken")
        if self.users.by_email(email):
            raise DomainError("email", "has already been taken")
        user = self.users.create(username=username, email=email, hashed_password=hash_password(password))
        return user, create_token(user.id)

    def login(self, email: str, password: str) -> tuple[User, str]:
        user = self.users.by_email(email)
        if not user or not verify_password(password, user.hashed_password):
            raise Unauthorized("email or password", "is invalid")
        return user, create_token(user.id)

    def authenticate(self, token: str | None) -> User | None:
        if not token:
            return None
        user_id = decode_token(token)
        user = self.users.by_id(user_id) if user_id else None
        if user is None:
            raise Unauthorized("token", "is invalid")
        return user

    def profile(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = self.users.by_username(username)
        if user is None:
            raise NotFound("profile", "not found")
        following = bool(viewer) and self.users.is_following(viewer.id, user.id)
        return user, following

    def follow(self, viewer: User, username: str, on: bool) -> tuple[User, bool]:
        user, _ = self.profile(username, viewer)
        if on:
            self.users.follow(viewer.id, user.id)
        else:
            self.users.unfollow(viewer.id, user.id)
        return user, on
