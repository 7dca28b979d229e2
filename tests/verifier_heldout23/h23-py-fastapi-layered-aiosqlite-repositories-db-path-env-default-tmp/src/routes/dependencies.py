from fastapi import Header, HTTPException

from ..services.user_service import UserService

_users = UserService()


async def current_user(authorization: str | None = Header(None)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    user = await _users.resolve_token(authorization[6:])
    if user is None:
        raise HTTPException(status_code=401, detail="invalid token")
    return user
