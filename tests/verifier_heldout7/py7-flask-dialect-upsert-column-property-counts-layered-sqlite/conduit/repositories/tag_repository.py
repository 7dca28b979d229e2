from sqlalchemy import select
from sqlalchemy.dialects.sqlite import insert

from conduit.extensions import db
from conduit.models import Tag


class TagRepository:
    def ensure(self, names: list[str]) -> list[Tag]:
        """INSERT ... ON CONFLICT DO NOTHING, then read the rows back."""
        if not names:
            return []
        db.session.execute(insert(Tag).values([{"name": n} for n in names]).on_conflict_do_nothing(index_elements=["name"]))
        return list(db.session.scalars(select(Tag).where(Tag.name.in_(names))))

    def all_names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
