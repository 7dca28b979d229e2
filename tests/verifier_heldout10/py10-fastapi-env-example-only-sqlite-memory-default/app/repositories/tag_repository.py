from sqlalchemy import select

from app.database import SessionLocal
from app.models import Tag


class TagRepository:
    def names(self) -> list[str]:
        with SessionLocal() as session:
            return list(session.scalars(select(Tag.name).order_by(Tag.name)))

    def ensure(self, names: list[str]) -> None:
        with SessionLocal.begin() as session:
            existing = set(session.scalars(select(Tag.name).where(Tag.name.in_(names))))
            session.add_all(Tag(name=n) for n in names if n not in existing)
