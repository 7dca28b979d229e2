# feature-file: articles
"""Storage of tags."""

from sqlalchemy import select

from conduit.database import Session
from conduit.models import Tag, article_tags


def named(names: list[str]) -> list[Tag]:
    """A Tag for each name: the stored one, or a new one saved along with its article."""
    stored = {tag.name: tag for tag in Session.scalars(select(Tag).where(Tag.name.in_(names)))}
    return [stored.get(name) or Tag(name=name) for name in names]


def in_use() -> list[str]:
    query = (
        select(Tag.name)
        .join(article_tags, article_tags.c.tag_id == Tag.id)
        .distinct()
        .order_by(Tag.name)
    )
    return list(Session.scalars(query))
