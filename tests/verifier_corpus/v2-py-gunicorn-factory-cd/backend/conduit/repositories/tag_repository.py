from conduit.extensions import db
from conduit.models.tag import Tag


def all_tags() -> list[Tag]:
    return db.session.scalars(db.select(Tag).order_by(Tag.name)).all()


def get_or_create(name: str) -> Tag:
    tag = db.session.scalar(db.select(Tag).filter_by(name=name))
    if tag is None:
        tag = Tag(name=name)
        db.session.add(tag)
        db.session.commit()
    return tag
