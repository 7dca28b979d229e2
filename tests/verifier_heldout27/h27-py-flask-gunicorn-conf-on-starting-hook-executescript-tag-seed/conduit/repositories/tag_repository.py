from ..extensions import db
from ..models import Tag


class TagRepository:
    def all_names(self) -> list[str]:
        return list(db.session.scalars(db.select(Tag.name).order_by(Tag.name)))

    def get_or_create(self, name: str) -> Tag:
        tag = db.session.scalar(db.select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag
