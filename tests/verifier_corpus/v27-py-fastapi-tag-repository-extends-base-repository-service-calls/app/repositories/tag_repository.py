from sqlalchemy.orm import Session

from app.models import Tag
from app.repositories.base_repository import BaseRepository


class TagRepository(BaseRepository[Tag]):
    def __init__(self, db: Session):
        super().__init__(db, Tag)
