from ..extensions import db
from ..models import Tag

# most used first, then alphabetical
_POPULAR_TAGS = db.text(
    """
    SELECT t.name
    FROM tags AS t
    JOIN article_tags AS at ON at.tag_id = t.id
    GROUP BY t.id, t.name
    ORDER BY COUNT(at.article_id) DESC, t.name ASC
    """
)


class TagRepository:
    def popular(self) -> list[str]:
        return [row.name for row in db.session.execute(_POPULAR_TAGS)]

    def get_or_create(self, name: str) -> Tag:
        tag = db.session.scalar(db.select(Tag).filter_by(name=name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag
