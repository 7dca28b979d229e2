from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.db import get_session
from app.repositories.tag_repository import TagRepository
from app.services.tag_service import TagService


def tag_service(session: Session = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
