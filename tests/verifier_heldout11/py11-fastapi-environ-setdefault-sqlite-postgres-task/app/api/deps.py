from fastapi import Depends, Header, HTTPException

from app.container import user_service
from app.models import User
from app.services.user_service import UserService


async def optional_user(
    authorization: str | None = Header(default=None),
    users: UserService = Depends(user_service),
) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return await users.resolve_token(authorization.removeprefix("Token "))


async def required_user(user: User | None = Depends(optional_user)) -> User:
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user
