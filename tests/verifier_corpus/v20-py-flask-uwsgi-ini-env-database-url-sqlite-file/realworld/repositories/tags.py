from realworld import db
from realworld.models import Tag


def all_tag_names() -> list[str]:
    return list(db.session.scalars(db.select(Tag.name).order_by(Tag.name)))
