from sqlalchemy import select
from sqlalchemy.orm import Session

from models import Tag


class TagRepository:
    def __init__(self, session: Session):
        self.session = session

    def names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def ensure(self, name: str) -> Tag:
        tag = self.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self.session.add(tag)
            self.session.commit()
        return tag
