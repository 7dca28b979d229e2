import os
import time

import bcrypt
import jwt

from conduit.entities import User
from conduit.persistence.user_store import UserStore
from conduit.use_cases.errors import NotFound, Unauthorized, UseCaseError


class AccountUseCases:
    def __init__(self, store: UserStore, secret: str | None = None) -> None:
        self.store = store
        self.secret = secret or os.getenv("SECRET_KEY", "conduit")

    def register(self, username: str, email: str, password: str) -> User:
        if self.store.find_by(email=email) or self.store.find_by(username=username):
            raise UseCaseError("username or email has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.store.save(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self.store.find_by(email=email)
        if not user or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("email or password is invalid")
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"uid": user.id, "exp": int(time.time()) + 3600 * 24}, self.secret, "HS256")

    def resolve(self, header: str | None) -> User | None:
        if not header:
            return None
        try:
            claims = jwt.decode(header.split(" ")[-1], self.secret, ["HS256"])
        except jwt.PyJWTError:
            raise Unauthorized("bad token")
        return self.store.find(claims["uid"])

    def profile(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = self.store.find_by(username=username)
        if user is None:
            raise NotFound("profile not found")
        return user, bool(viewer) and self.store.follows(viewer.id, user.id)

    def follow(self, viewer: User, username: str, on: bool) -> tuple[User, bool]:
        user = self.store.find_by(username=username)
        if user is None:
            raise NotFound("profile not found")
        self.store.set_follow(viewer.id, user.id, on)
        return user, on
