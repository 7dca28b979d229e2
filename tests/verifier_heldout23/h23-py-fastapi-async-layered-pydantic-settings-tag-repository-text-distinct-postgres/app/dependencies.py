"""Composition root: builds services (and their repositories) per request."""
from fastapi import Depends, Header, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from app.core.database import get_session
from app.services.article_service import ArticleService
from app.services.user_service import UserService
from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.repositories.user_repository import UserRepository


def user_service(session: AsyncSession = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: AsyncSession = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session), TagRepository(session))


async def optional_user(authorization: str | None = Header(default=None),
                        users: UserService = Depends(user_service)):
    if authorization and authorization.startswith("Token "):
        return await users.from_token(authorization[6:])
    return None


async def current_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail="not authenticated")
    return user
