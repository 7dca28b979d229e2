from sqlalchemy import select
from wireup import injectable

from app import db
from app.models import Tag


@injectable
class TagRepository:
    def names(self) -> list[str]:
        with db.session() as s:
            return list(s.scalars(select(Tag.name).order_by(Tag.name)))
