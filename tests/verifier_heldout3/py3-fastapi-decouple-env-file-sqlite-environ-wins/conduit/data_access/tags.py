from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.entities import Tag


class TagsDataAccess:
    def __init__(self, session: Session) -> None:
        self._s = session

    def names(self) -> list[str]:
        return list(self._s.scalars(select(Tag.name).order_by(Tag.name)))
