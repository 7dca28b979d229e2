from fastapi import Depends
from sqlalchemy.orm import Session

from app.db.engine import get_session
from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository):
        self.tags = tags

    def list_tags(self) -> list[str]:
        return self.tags.names()


def tag_service(session: Session = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
