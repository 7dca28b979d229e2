from sqlalchemy import text

from conduit import db
from conduit.models import Tag


class TagRepository:
    def names(self) -> list[str]:
        return db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()

    def _raw_stats(self) -> list[tuple[str, int]]:
        result = db.session.execute(
            text("SELECT t.name, COUNT(*) AS n FROM tags t JOIN article_tags at ON at.tag_id = t.id GROUP BY t.name ORDER BY n DESC LIMIT 10")
        )
        return [(row.name, row.n) for row in result]
