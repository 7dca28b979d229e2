from sqlalchemy import func

from conduit.extensions import db
from conduit.models import Tag, article_tags


class TagRepository:
    def popular_names(self) -> list[str]:
        stmt = (
            db.select(Tag.name)
            .outerjoin(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.id)
            .order_by(func.count(article_tags.c.article_id).desc())
        )
        return list(db.session.scalars(stmt))

    def get_or_create(self, names: list[str]) -> list[Tag]:
        tags = []
        for name in names:
            tag = db.session.scalar(db.select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                db.session.add(tag)
            tags.append(tag)
        return tags
