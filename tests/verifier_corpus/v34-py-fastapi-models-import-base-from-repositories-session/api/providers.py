from fastapi import Depends

from api.repositories.session import get_session
from api.repositories.tag_repository import TagRepository
from api.services.tag_service import TagService


def tag_service(session=Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
