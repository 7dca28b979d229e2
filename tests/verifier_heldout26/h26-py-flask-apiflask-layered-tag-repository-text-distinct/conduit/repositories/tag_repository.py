from sqlalchemy import text

from conduit.extensions import db
from conduit.models import Tag


class TagRepository:
    def distinct_names(self) -> list[str]:
        # only tags that are attached to at least one article
        rows = db.session.execute(
            text(
                "SELECT DISTINCT t.name FROM tags t "
                "JOIN article_tags at ON at.tag_id = t.id "
                "ORDER BY t.name"
            )
        )
        return [row[0] for row in rows]

    def get_or_create(self, name: str) -> Tag:
        tag = db.session.scalar(db.select(Tag).filter_by(name=name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag
