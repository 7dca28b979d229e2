from typing import Annotated

from fastapi import Depends, Header, HTTPException

from conduit.models import User
from conduit.services.users import UserService
from conduit.wiring import get_article_service, get_user_service

__all__ = ["current_user", "get_article_service", "get_user_service"]


async def current_user(
    users: Annotated[UserService, Depends(get_user_service)],
    authorization: Annotated[str | None, Header()] = None,
) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    return await users.from_token(authorization.removeprefix("Token "))
