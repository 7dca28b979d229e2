from sqlalchemy.orm import Session

from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, db: Session):
        self.repo = TagRepository(db)

    def list_names(self) -> list[str]:
        return self.repo.all_names()
