import os
import time

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.unit_of_work import UnitOfWork
from conduit.services.errors import Invalid

SECRET = os.getenv("JWT_SECRET", "conduit-dev-secret")


def issue_token(user: User) -> str:
    return jwt.encode({"sub": user.id, "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")


async def register(uow: UnitOfWork, username: str, email: str, password: str) -> User:
    async with uow:
        if await uow.users.get_by_email(email) or await uow.users.get_by_username(username):
            raise Invalid("has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await uow.users.add(User(username=username, email=email, password_hash=hashed))


async def login(uow: UnitOfWork, email: str, password: str) -> User:
    async with uow:
        user = await uow.users.get_by_email(email)
    if not user or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise Invalid("email or password is invalid")
    return user


async def user_from_token(uow: UnitOfWork, token: str) -> User | None:
    try:
        claims = jwt.decode(token, SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    async with uow:
        return await uow.users.get(int(claims["sub"]))
