from sqlalchemy import select
from sqlalchemy.orm import sessionmaker

from conduit.models.tag import Tag


class TagRepository:
    def __init__(self, session_factory: sessionmaker):
        self._sessions = session_factory

    def names(self) -> list[str]:
        with self._sessions() as session:
            return list(session.scalars(select(Tag.name).order_by(Tag.name)))
