from fastapi import Header, HTTPException

from app.container import deps
from app.services.user_service import UserService


def current_user(authorization: str | None = Header(default=None), users: UserService = deps.depends(UserService)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    return users.from_token(authorization[6:])
