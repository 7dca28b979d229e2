from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from .core.database import SessionLocal
from .repositories.user_repository import UserRepository
from .services.profile_service import ProfileService


async def get_session():
    async with SessionLocal() as session:
        yield session


def get_profile_service(session: AsyncSession = Depends(get_session)) -> ProfileService:
    return ProfileService(UserRepository(session))
