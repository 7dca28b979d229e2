from fastapi import Header, HTTPException
from jose import JWTError, jwt
from sqlalchemy import select

from conduit import settings
from conduit.db import Session
from conduit.models import User


def current_user(authorization: str | None = Header(default=None)) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "missing token")
    try:
        payload = jwt.decode(authorization.split(" ", 1)[1], str(settings.SECRET_KEY), algorithms=["HS256"])
    except JWTError:
        raise HTTPException(401, "bad token")
    with Session() as session:
        user = session.scalar(select(User).where(User.id == int(payload["sub"])))
    if user is None:
        raise HTTPException(401, "unknown user")
    return user
