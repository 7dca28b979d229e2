from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models.user import User
from conduit.repositories import user_repository


class InvalidCredentials(Exception):
    pass


def register(username: str, email: str, password: str) -> User:
    return user_repository.insert(username, email, generate_password_hash(password))


def login(email: str, password: str) -> User:
    user = user_repository.find_by_email(email)
    if user is None or not check_password_hash(user.password_hash, password):
        raise InvalidCredentials()
    return user
