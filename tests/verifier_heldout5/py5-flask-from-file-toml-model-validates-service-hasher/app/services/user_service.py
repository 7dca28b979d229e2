from app.models.user import User
from app.repositories import user_repository
from app.services.security import verify_password


class AuthError(Exception):
    pass


def register(username: str, email: str, password: str) -> User:
    if user_repository.by_email(email) or user_repository.by_username(username):
        raise AuthError("taken")
    user = User(username=username, email=email)
    user.password = password  # hashed by the model's validator
    return user_repository.add(user)


def login(email: str, password: str) -> User:
    user = user_repository.by_email(email)
    if user is None or not verify_password(user.password, password):
        raise AuthError("invalid credentials")
    return user
