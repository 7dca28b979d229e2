from fastapi import Depends, Header, HTTPException

from app.container import user_service
from app.models import User
from app.services.errors import Unauthorized
from app.services.users import UserService


async def get_current_user(
    authorization: str | None = Header(default=None),
    service: UserService = Depends(user_service),
) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    try:
        return await service.user_from_token(authorization.removeprefix("Token "))
    except Unauthorized as exc:
        raise HTTPException(status_code=401, detail=exc.message) from exc
