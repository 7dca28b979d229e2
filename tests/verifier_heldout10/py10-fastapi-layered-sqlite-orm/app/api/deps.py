from fastapi import Depends, Header, HTTPException

from app.container import user_service
from app.services.errors import NotFound
from app.services.user_service import UserService


def current_user(authorization: str | None = Header(default=None), users: UserService = Depends(user_service)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    try:
        return users.from_token(authorization.removeprefix("Token "))
    except NotFound:
        raise HTTPException(status_code=401, detail="unknown user")
