from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models import Tag


class TagRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def names(self) -> list[str]:
        """All tag names, alphabetical (SELECT name FROM tags ORDER BY name)."""
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def get_or_new(self, names: list[str]) -> list[Tag]:
        """Existing tags by name (WHERE name IN (...)); unknown names become new Tag rows."""
        found = {t.name: t for t in self.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        return [found.get(n) or Tag(name=n) for n in names]
