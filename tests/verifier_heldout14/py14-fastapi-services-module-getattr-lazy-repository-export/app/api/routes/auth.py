from fastapi import Depends, Header

from app.container import auth_service
from app.models import User
from app.services.auth_service import AuthService
from app.services.errors import AuthError


async def current_user(authorization: str | None = Header(default=None),
                       auth: AuthService = Depends(auth_service)) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise AuthError("missing token")
    return await auth.current_user(authorization.removeprefix("Token "))


async def optional_user(authorization: str | None = Header(default=None),
                        auth: AuthService = Depends(auth_service)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return await auth.current_user(authorization.removeprefix("Token "))
