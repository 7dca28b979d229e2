from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.storage import users

SECRET = "conduit-secret"


class AccountError(Exception):
    pass


async def register(conn, username, email, password):
    if await users.by_email(conn, email):
        raise AccountError("email has already been taken")
    user_id = await users.insert(conn, username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())
    return await users.by_id(conn, user_id)


async def login(conn, email, password):
    user = await users.by_email(conn, email)
    if user is None or not bcrypt.checkpw(password.encode(), user["password_hash"].encode()):
        raise AccountError("invalid credentials")
    return user


def token(user) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user["id"]), "exp": exp}, SECRET, algorithm="HS256")


async def identify(conn, header: str | None):
    if not header or not header.startswith("Token "):
        return None
    try:
        return await users.by_id(conn, int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None
