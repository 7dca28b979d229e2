from sqlalchemy import select
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from ..extensions import db
from ..models import Tag


class TagRepository:
    def all_names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))

    def ensure(self, names: list[str]) -> list[Tag]:
        """Create the missing tags in one statement and return all of them."""
        if not names:
            return []
        stmt = sqlite_insert(Tag).values([{"name": n} for n in names])
        stmt = stmt.on_conflict_do_nothing(index_elements=[Tag.name])
        db.session.execute(stmt)
        return list(db.session.scalars(select(Tag).where(Tag.name.in_(names))))
