from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from beanie import PydanticObjectId
from fastapi import Header, HTTPException

from conduit.documents import User
from conduit.settings import JWT_SECRET


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def verify_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, JWT_SECRET, algorithm="HS256")


async def optional_user(authorization: str | None = Header(None)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        claims = jwt.decode(authorization[6:], JWT_SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return await User.get(PydanticObjectId(claims["sub"]))


async def required_user(authorization: str | None = Header(None)) -> User:
    user = await optional_user(authorization)
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user
