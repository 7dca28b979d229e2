from typing import Annotated

from fastapi import Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.repositories.user_repository import UserRepository
from app.services.profile_service import ProfileService

SessionDep = Annotated[Session, Depends(get_session)]


def get_profile_service(session: SessionDep) -> ProfileService:
    return ProfileService(session)


def get_user_repository(session: SessionDep) -> UserRepository:
    return UserRepository(session)


ProfileServiceDep = Annotated[ProfileService, Depends(get_profile_service)]
UserRepositoryDep = Annotated[UserRepository, Depends(get_user_repository)]
