from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.config import SECRET_KEY, TOKEN_TTL_HOURS
from conduit.data_access.users import UsersDataAccess
from conduit.entities import User
from conduit.use_cases.errors import UseCaseError


class Accounts:
    def __init__(self, users: UsersDataAccess) -> None:
        self.users = users

    def sign_up(self, username: str, email: str, password: str) -> User:
        if self.users.find_by_email(email) or self.users.find_by_username(username):
            raise UseCaseError("has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.insert(User(username=username, email=email, hashed_password=hashed))

    def sign_in(self, email: str, password: str) -> User:
        user = self.users.find_by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.hashed_password.encode()):
            raise UseCaseError("email or password is invalid", 401)
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(hours=TOKEN_TTL_HOURS)
        return jwt.encode({"uid": user.id, "exp": exp}, SECRET_KEY, algorithm="HS256")

    def authenticate(self, token: str) -> User:
        try:
            uid = jwt.decode(token, SECRET_KEY, algorithms=["HS256"])["uid"]
        except jwt.InvalidTokenError as exc:
            raise UseCaseError("invalid token", 401) from exc
        user = self.users.find(uid)
        if user is None:
            raise UseCaseError("invalid token", 401)
        return user

    def profile(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = self.users.find_by_username(username)
        if user is None:
            raise UseCaseError("profile not found", 404)
        return user, bool(viewer and self.users.follows(viewer.id, user.id))

    def set_follow(self, viewer: User, username: str, follow: bool) -> tuple[User, bool]:
        user, _ = self.profile(username, viewer)
        (self.users.add_follow if follow else self.users.remove_follow)(viewer.id, user.id)
        return user, follow
