from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories import users
from conduit.settings import JWT_SECRET


def token(user):
    return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      JWT_SECRET, algorithm="HS256")


async def current_user(session, header):
    if not header or not header.startswith("Token "):
        return None
    try:
        sub = int(jwt.decode(header[6:], JWT_SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    return await users.by_id(session, sub)


async def register(session, username, email, password):
    if await users.by_email(session, email):
        return None
    pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return await users.add(session, User(username=username, email=email, password_hash=pw, bio=""))


async def login(session, email, password):
    user = await users.by_email(session, email)
    if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        return user
    return None
