from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models.tag import Tag


class TagRepository:
    def __init__(self, session: Session):
        self.session = session

    def names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))
