import time

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User


class UserError(Exception):
    def __init__(self, message, status=422):
        super().__init__(message)
        self.status = status


class UserService:
    def __init__(self, users):
        self.users = users

    def register(self, username, email, password):
        if self.users.by_email(email) or self.users.by_username(username):
            raise UserError("has already been taken")
        return self.users.save(User(username=username, email=email, password_hash=generate_password_hash(password)))

    def login(self, email, password):
        user = self.users.by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise UserError("email or password is invalid", 401)
        return user

    def token(self, user):
        ttl = current_app.config["JWT_TTL_SECONDS"]
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + ttl}, current_app.config["SECRET_KEY"])

    def from_header(self, header):
        if not header or " " not in header:
            return None
        try:
            claims = jwt.decode(header.split(" ", 1)[1], current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.get(int(claims["sub"]))

    def profile(self, username, viewer=None):
        user = self.users.by_username(username)
        if user is None:
            raise UserError("profile not found", 404)
        return user, bool(viewer) and user in viewer.followed

    def set_follow(self, viewer, username, follow):
        user, _ = self.profile(username)
        if follow and user not in viewer.followed:
            viewer.followed.append(user)
        if not follow and user in viewer.followed:
            viewer.followed.remove(user)
        self.users.save(viewer)
        return user, follow
