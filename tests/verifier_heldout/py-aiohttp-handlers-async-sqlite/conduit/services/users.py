import hashlib

from conduit.models.user import User
from conduit.repositories import users as repo


class Taken(Exception):
    pass


async def register(username: str, email: str, password: str) -> User:
    if await repo.by_username(username):
        raise Taken(username)
    digest = hashlib.sha256(password.encode()).hexdigest()
    return await repo.add(User(username=username, email=email, password_hash=digest))


async def profile(username: str) -> User | None:
    return await repo.by_username(username)
