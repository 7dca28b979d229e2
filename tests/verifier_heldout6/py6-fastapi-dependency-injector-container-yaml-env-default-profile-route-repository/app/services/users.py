import time

import bcrypt
import jwt

from app.repositories.users import UserRepository


class UserService:
    def __init__(self, users: UserRepository, secret: str, ttl: int) -> None:
        self.users = users
        self.secret = secret
        self.ttl = int(ttl)

    def register(self, username: str, email: str, password: str):
        if self.users.by_email(email) or self.users.by_username(username):
            raise ValueError("has already been taken")
        return self.users.add(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())

    def authenticate(self, email: str, password: str):
        user = self.users.by_email(email)
        if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            return user
        return None

    def token(self, user) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + self.ttl}, self.secret, algorithm="HS256")

    def from_token(self, token: str):
        try:
            return self.users.by_id(int(jwt.decode(token, self.secret, algorithms=["HS256"])["sub"]))
        except (jwt.PyJWTError, KeyError, ValueError):
            return None

    def follow(self, me, username: str, value: bool):
        target = self.users.by_username(username)
        if target is None:
            raise LookupError(username)
        self.users.set_following(me.id, target.id, value)
        return target
