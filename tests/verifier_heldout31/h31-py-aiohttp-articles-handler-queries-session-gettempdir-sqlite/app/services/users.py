import hashlib

from app.models import User
from app.repositories import users as user_repo


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


async def register(username: str, email: str, password: str) -> User:
    return await user_repo.create(username, email, _hash(password))


async def login(email: str, password: str) -> User | None:
    user = await user_repo.find_by_email(email)
    return user if user and user.password_hash == _hash(password) else None
