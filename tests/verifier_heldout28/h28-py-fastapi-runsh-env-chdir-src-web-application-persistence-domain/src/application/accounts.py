import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from application.errors import ApplicationError
from domain import User
from persistence.users import UserStore

SECRET = os.environ.get("JWT_SECRET", "conduit")
users = UserStore()


def token_for(user: User) -> str:
    return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      SECRET, algorithm="HS256")


def user_for(token: str) -> User:
    try:
        user = users.get(int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"]))
    except (jwt.PyJWTError, ValueError):
        user = None
    if user is None:
        raise ApplicationError(401, "token", "is invalid")
    return user


def sign_up(username: str, email: str, password: str) -> User:
    if users.find(email=email) or users.find(username=username):
        raise ApplicationError(409, "user", "has already been taken")
    pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return users.add(User(username=username, email=email, password_hash=pw, bio=""))


def sign_in(email: str, password: str) -> User:
    user = users.find(email=email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ApplicationError(401, "email or password", "is invalid")
    return user
