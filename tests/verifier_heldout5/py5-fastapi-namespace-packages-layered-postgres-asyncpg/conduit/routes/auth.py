from fastapi import Depends, Header, HTTPException

from conduit.models.user import User
from conduit.providers import user_service
from conduit.services.user_service import UserService


async def current_user(
    authorization: str | None = Header(default=None), users: UserService = Depends(user_service)
) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    user = await users.from_token(authorization.removeprefix("Token "))
    if user is None:
        raise HTTPException(status_code=401, detail="invalid token")
    return user
