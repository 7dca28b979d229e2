from app.core.security import create_token, hash_password, verify_password
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import NotFound, ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        if self.users.get_by_email(email) or self.users.get_by_username(username):
            raise ServiceError("username or email has already been taken")
        user = self.users.add(User(username=username, email=email, password_hash=hash_password(password)))
        return user, create_token(user.id)

    def login(self, email: str, password: str) -> tuple[User, str]:
        user = self.users.get_by_email(email)
        if user is None or not verify_password(password, user.password_hash):
            raise Unauthorized("email or password is invalid")
        return user, create_token(user.id)

    def get(self, user_id: int) -> User:
        user = self.users.get_by_id(user_id)
        if user is None:
            raise Unauthorized("unknown user")
        return user

    def profile(self, username: str, viewer_id: int | None) -> tuple[User, bool]:
        user = self.users.get_by_username(username)
        if user is None:
            raise NotFound("profile not found")
        following = viewer_id is not None and self.users.is_following(viewer_id, user.id)
        return user, following

    def follow(self, viewer_id: int, username: str, follow: bool) -> User:
        user, _ = self.profile(username, viewer_id)
        if follow:
            self.users.follow(viewer_id, user.id)
        else:
            self.users.unfollow(viewer_id, user.id)
        return user
