from sqlalchemy import select

from conduit.entities import Tag
from conduit.extensions import db


class TagGateway:
    def names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))

    def get_or_create(self, name: str) -> Tag:
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag
