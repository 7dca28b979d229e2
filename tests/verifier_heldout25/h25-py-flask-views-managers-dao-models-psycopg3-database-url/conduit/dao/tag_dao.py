from sqlalchemy import select

from ..models import Tag


class TagDao:
    def __init__(self, session_factory):
        self._session = session_factory

    def all_names(self) -> list[str]:
        return list(self._session().scalars(select(Tag.name).order_by(Tag.name)))
