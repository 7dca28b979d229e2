from sqlalchemy import select

from app.db import db
from app.models import Tag


class TagRepository:
    def names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
