import datetime as dt

import bcrypt
import jwt
from flask import current_app

from app.models import User
from app.repositories.user_repository import UserRepository


class AuthError(Exception):
    pass


def register(username: str, email: str, password: str) -> User:
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return UserRepository.add(User(username=username, email=email, password_hash=hashed))


def login(email: str, password: str) -> User:
    user = UserRepository.get_by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise AuthError("email or password is invalid")
    return user


def token_for(user: User) -> str:
    payload = {"sub": str(user.id), "exp": dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)}
    return jwt.encode(payload, current_app.config["SECRET_KEY"], algorithm="HS256")


def user_from_token(token: str) -> User | None:
    try:
        data = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return UserRepository.get_by_id(int(data["sub"]))
