"""Composition root: builds services from repositories for FastAPI's Depends."""
from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.session import get_session
from app.repositories.tags import TagRepository
from app.repositories.users import UserRepository
from app.services.tags import TagService
from app.services.users import UserService


def user_service(session: AsyncSession = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def tag_service(session: AsyncSession = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
