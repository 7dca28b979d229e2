from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.database import get_session
from app.repositories.article_repository import ArticleRepository
from app.repositories.profile_repository import ProfileRepository
from app.services.article_service import ArticleService
from app.services.profile_service import ProfileService


def get_article_service(session: AsyncSession = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


def get_profile_service(session: AsyncSession = Depends(get_session)) -> ProfileService:
    return ProfileService(ProfileRepository(session))
