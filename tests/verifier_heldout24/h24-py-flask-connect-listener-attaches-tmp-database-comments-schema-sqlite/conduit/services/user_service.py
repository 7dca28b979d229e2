import datetime
import os

import jwt
from werkzeug.security import generate_password_hash, check_password_hash

from ..models import User
from ..repositories.user_repository import UserRepository
from ..repositories.follow_repository import FollowRepository

SECRET = os.environ.get("JWT_SECRET", "conduit-dev-secret")


class ServiceError(Exception):
    def __init__(self, status, errors):
        super().__init__(errors)
        self.status = status
        self.errors = errors


class UserService:
    def __init__(self):
        self.users = UserRepository()
        self.follows = FollowRepository()

    def token_for(self, user):
        payload = {"sub": str(user.id), "exp": datetime.datetime.utcnow() + datetime.timedelta(days=7)}
        return jwt.encode(payload, SECRET, algorithm="HS256")

    def user_from_token(self, token):
        try:
            data = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.get_by_id(int(data["sub"]))

    def register(self, username, email, password):
        if self.users.get_by_email(email) or self.users.get_by_username(username):
            raise ServiceError(422, {"body": ["username or email already taken"]})
        user = User(username=username, email=email, password_hash=generate_password_hash(password))
        return self.users.add(user)

    def login(self, email, password):
        user = self.users.get_by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise ServiceError(401, {"credentials": ["invalid"]})
        return user

    def profile(self, username, viewer=None):
        user = self.users.get_by_username(username)
        if user is None:
            raise ServiceError(404, {"profile": ["not found"]})
        following = bool(viewer) and self.follows.is_following(viewer.id, user.id)
        return user, following

    def follow(self, viewer, username):
        user, _ = self.profile(username)
        self.follows.follow(viewer.id, user.id)
        return user, True

    def unfollow(self, viewer, username):
        user, _ = self.profile(username)
        self.follows.unfollow(viewer.id, user.id)
        return user, False
