from sqlalchemy import select

from ..extensions import db
from ..models import Tag


class TagRepository:
    def all_names(self):
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))

    def get_or_create(self, name):
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag
