from sqlalchemy.orm import Session

from app.models import Tag
from app.services.base_service import BaseService


class TagService(BaseService[Tag]):
    def __init__(self, db: Session):
        super().__init__(db, Tag)

    def all_names(self) -> list[str]:
        return sorted(tag.name for tag in self.list_all())

    def ensure(self, name: str) -> Tag:
        return self.find_one(name=name) or self.create(name=name)
