import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from api.models import User
from api.repositories import user_repository


class AuthError(Exception):
    def __init__(self, status: int, message: str):
        self.status, self.message = status, message


def _payload(user: User) -> dict:
    token = jwt.encode({"sub": str(user.id)}, settings.SECRET_KEY, algorithm="HS256")
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": token}}


def register(username: str, email: str, password: str) -> dict:
    if user_repository.exists(username, email):
        raise AuthError(409, "username or email already taken")
    return _payload(user_repository.create(username, email, make_password(password)))


def login(email: str, password: str) -> dict:
    user = user_repository.find_by_email(email)
    if user is None or not check_password(password, user.password):
        raise AuthError(401, "invalid email or password")
    return _payload(user)
