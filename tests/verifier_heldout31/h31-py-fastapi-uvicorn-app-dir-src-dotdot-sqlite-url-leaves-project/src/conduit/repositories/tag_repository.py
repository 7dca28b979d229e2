from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models import Tag


class TagRepository:
    def __init__(self, session: Session):
        self.session = session

    def all_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def get_or_create(self, name: str) -> Tag:
        tag = self.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self.session.add(tag)
            self.session.flush()
        return tag
