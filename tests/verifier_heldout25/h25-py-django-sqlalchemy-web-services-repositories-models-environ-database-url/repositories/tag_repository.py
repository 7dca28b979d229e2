from sqlalchemy import select

from conduit.database import Session
from models import Tag


class TagRepository:
    def names(self) -> list[str]:
        return list(Session().scalars(select(Tag.name).order_by(Tag.name)))
