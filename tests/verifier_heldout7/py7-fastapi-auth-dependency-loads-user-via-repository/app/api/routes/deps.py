from fastapi import Depends, Header, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.core.security import decode_token
from app.db.session import get_session
from app.models import User
from app.repositories.tags import TagRepository
from app.repositories.users import UserRepository
from app.services.tags import TagService
from app.services.users import UserService


def user_service(session: AsyncSession = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def tag_service(session: AsyncSession = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))


async def get_current_user(
    authorization: str | None = Header(default=None),
    session: AsyncSession = Depends(get_session),
) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    try:
        user_id = decode_token(authorization.removeprefix("Token "))
    except Exception as exc:  # any decoding problem is a 401
        raise HTTPException(status_code=401, detail="invalid token") from exc
    user = await UserRepository(session).get_by_id(user_id)
    if user is None:
        raise HTTPException(status_code=401, detail="unknown user")
    return user
