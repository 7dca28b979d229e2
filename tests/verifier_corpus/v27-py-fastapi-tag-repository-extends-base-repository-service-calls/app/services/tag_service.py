from sqlalchemy.orm import Session

from app.models import Tag
from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, db: Session):
        self.tags = TagRepository(db)

    def all_names(self) -> list[str]:
        return sorted(tag.name for tag in self.tags.list_all())

    def ensure(self, name: str) -> Tag:
        return self.tags.find_one(name=name) or self.tags.create(name=name)
