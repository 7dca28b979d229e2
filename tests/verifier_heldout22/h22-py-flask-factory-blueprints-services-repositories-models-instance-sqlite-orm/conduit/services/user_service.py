import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.repositories import user_repository


class AuthError(Exception):
    pass


def register(username, email, password):
    if user_repository.find_by_email(email) or user_repository.find_by_username(username):
        raise AuthError("has already been taken")
    user = user_repository.create(username=username, email=email,
                                  password_hash=generate_password_hash(password))
    return user, _token(user)


def login(email, password):
    user = user_repository.find_by_email(email)
    if not user or not check_password_hash(user.password_hash, password):
        raise AuthError("is invalid")
    return user, _token(user)


def _token(user):
    return jwt.encode({"id": user.id}, current_app.config["SECRET_KEY"], algorithm="HS256")
