from sqlalchemy import select, text
from sqlalchemy.orm import Session

from src.models import Tag

POPULAR_TAGS_SQL = text(
    "SELECT t.name FROM tags t "
    "LEFT JOIN article_tags at ON at.tag_id = t.id "
    "GROUP BY t.id, t.name ORDER BY COUNT(at.article_id) DESC, t.name"
)


class TagRepository:
    def __init__(self, db: Session):
        self.db = db

    def popular(self) -> list[str]:
        return [row[0] for row in self.db.execute(POPULAR_TAGS_SQL)]

    def get_or_create(self, name: str) -> Tag:
        tag = self.db.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self.db.add(tag)
            self.db.flush()
        return tag
