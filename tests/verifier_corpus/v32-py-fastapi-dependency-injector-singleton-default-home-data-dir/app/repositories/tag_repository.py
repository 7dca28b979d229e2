from sqlalchemy import select

from app.models import Tag


class TagRepository:
    def __init__(self, session_factory) -> None:
        self.session_factory = session_factory

    def names(self) -> list[str]:
        with self.session_factory() as session:
            return list(session.scalars(select(Tag.name).order_by(Tag.name)))
