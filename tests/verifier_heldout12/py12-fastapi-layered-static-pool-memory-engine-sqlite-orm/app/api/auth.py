from fastapi import Depends, Header, HTTPException

from app.container import user_service
from app.core.security import decode_token
from app.models import User
from app.services.user_service import UserService


def _token(authorization: str | None) -> str | None:
    if authorization and authorization.startswith("Token "):
        return authorization.removeprefix("Token ")
    return None


def optional_user(authorization: str | None = Header(default=None),
                  users: UserService = Depends(user_service)) -> User | None:
    token = _token(authorization)
    if token is None:
        return None
    try:
        return users.get(decode_token(token))
    except Exception:
        return None


def current_user(user: User | None = Depends(optional_user)) -> User:
    if user is None:
        raise HTTPException(status_code=401, detail="missing or invalid token")
    return user
