import time

import bcrypt
import jwt

from ..repositories.users import UsersRepository
from .exceptions import Invalid, NotFound, Unauthorized

SECRET = "conduit-token-secret"


class UsersService:
    def __init__(self, repo: UsersRepository):
        self.repo = repo

    def token(self, user) -> str:
        return jwt.encode({"uid": user.id, "iat": int(time.time())}, SECRET, algorithm="HS256")

    def authenticate_token(self, token: str):
        try:
            uid = jwt.decode(token, SECRET, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError as exc:
            raise Unauthorized() from exc
        user = self.repo.by_id(uid)
        if user is None:
            raise Unauthorized()
        return user

    def register(self, username: str, email: str, password: str):
        if self.repo.by_email(email) or self.repo.by_username(username):
            raise Invalid("email or username has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.repo.create(username=username, email=email, password=hashed)

    def login(self, email: str, password: str):
        user = self.repo.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password.encode()):
            raise Unauthorized()
        return user

    def find_profile_user(self, username: str):
        user = self.repo.by_username(username)
        if user is None:
            raise NotFound("profile")
        return user

    def profile(self, user, viewer=None) -> dict:
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": bool(viewer) and self.repo.is_following(viewer.id, user.id)}
