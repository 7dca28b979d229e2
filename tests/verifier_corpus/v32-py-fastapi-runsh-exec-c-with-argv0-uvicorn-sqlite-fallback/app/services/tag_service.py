from sqlalchemy.orm import Session

from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, session: Session):
        self.tags = TagRepository(session)

    def list_tags(self) -> list[str]:
        return self.tags.all_names()
