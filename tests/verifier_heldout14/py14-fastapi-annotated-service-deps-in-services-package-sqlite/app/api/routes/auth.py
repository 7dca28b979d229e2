from fastapi import Depends, Header

from app.models import User
from app.services.deps import AuthServiceDep
from app.services.errors import AuthError


async def current_user(authorization: str | None = Header(default=None),
                       auth: AuthServiceDep) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise AuthError("missing token")
    return await auth.current_user(authorization.removeprefix("Token "))


async def optional_user(authorization: str | None = Header(default=None),
                        auth: AuthServiceDep) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return await auth.current_user(authorization.removeprefix("Token "))
