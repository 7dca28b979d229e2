from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.repositories.tag_repository import TagRepository
from conduit.services.tag_service import TagService


def get_tag_service(session: Session = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
