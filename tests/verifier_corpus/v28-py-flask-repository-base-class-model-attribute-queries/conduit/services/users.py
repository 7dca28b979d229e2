from conduit.models.user import User
from conduit.repositories import users


def register(username: str, email: str) -> User:
    if users.by_username(username):
        raise ValueError("username has already been taken")
    return users.add(User(username=username, email=email))
