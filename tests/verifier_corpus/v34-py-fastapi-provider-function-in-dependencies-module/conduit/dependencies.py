from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db import get_db
from conduit.repositories.user_repository import UserRepository
from conduit.services.profile_service import ProfileService


def get_profile_service(db: Session = Depends(get_db)) -> ProfileService:
    return ProfileService(UserRepository(db))
