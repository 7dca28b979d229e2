from werkzeug.security import check_password_hash, generate_password_hash

from app.models import User
from app.repositories import user_repository


class AuthError(Exception):
    pass


def register(username, email, password):
    user = User(username=username, email=email, password_hash=generate_password_hash(password))
    return user_repository.create(user)


def login(email, password):
    user = user_repository.find_by_email(email)
    if user is None or not check_password_hash(user.password_hash, password):
        raise AuthError("email or password is invalid")
    return user
