from typing import Annotated

from fastapi import Header

from app.models import User
from app.services.deps import AuthServiceDep
from app.services.errors import AuthError

AuthHeader = Annotated[str | None, Header()]


async def current_user(auth: AuthServiceDep, authorization: AuthHeader = None) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise AuthError("missing token")
    return await auth.current_user(authorization.removeprefix("Token "))


async def optional_user(auth: AuthServiceDep, authorization: AuthHeader = None) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return await auth.current_user(authorization.removeprefix("Token "))
