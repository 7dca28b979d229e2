from conduit.extensions import db
from conduit.models import Tag


def all_names() -> list[str]:
    return list(db.session.scalars(db.select(Tag.name).order_by(Tag.name)))
