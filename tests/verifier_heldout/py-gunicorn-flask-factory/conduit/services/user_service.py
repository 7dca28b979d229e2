from conduit.models.user import User
from conduit.repositories import user_repository
from conduit.security import create_token, hash_password, verify_password


class UserError(Exception):
    pass


def register(username: str, email: str, password: str) -> tuple[User, str]:
    if user_repository.find_by_username(username) or user_repository.find_by_email(email):
        raise UserError("has already been taken")
    user = user_repository.add(User(username=username, email=email, password_hash=hash_password(password)))
    return user, create_token(user.id)


def login(email: str, password: str) -> tuple[User, str]:
    user = user_repository.find_by_email(email)
    if user is None or not verify_password(password, user.password_hash):
        raise UserError("invalid credentials")
    return user, create_token(user.id)


def by_id(user_id: int) -> User | None:
    return user_repository.find_by_id(user_id)
