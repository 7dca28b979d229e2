from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from aiohttp import web

from .config import JWT_SECRET, JWT_TTL_HOURS
from .db import sessions_key
from .models import User


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def check_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def issue_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=JWT_TTL_HOURS)
    return jwt.encode({"sub": str(user.id), "exp": exp}, JWT_SECRET, algorithm="HS256")


async def current_user(request: web.Request) -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        user_id = int(jwt.decode(header[6:], JWT_SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    async with request.app[sessions_key]() as session:
        return await session.get(User, user_id)
