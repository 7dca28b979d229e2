import bcrypt
import jwt
from flask import current_app

from ..models import User
from ..repositories import user_repository


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def make_token(user: User) -> str:
    return jwt.encode({"sub": str(user.id)}, current_app.config["SECRET_KEY"], algorithm="HS256")


def decode_token(token: str) -> int | None:
    try:
        return int(jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


def register(username: str, email: str, password: str) -> User:
    return user_repository.save(User(username=username, email=email, password_hash=hash_password(password)))


def login(email: str, password: str) -> User | None:
    user = user_repository.get_by_email(email)
    if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        return user
    return None
