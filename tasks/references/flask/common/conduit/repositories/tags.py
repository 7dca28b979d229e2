# feature-file: articles
from sqlalchemy import select

from conduit.db import Session
from conduit.models import Tag, article_tags


def get_or_create(names: list[str]) -> list[Tag]:
    existing = {t.name: t for t in Session.scalars(select(Tag).where(Tag.name.in_(names)))}
    return [existing.get(name) or Tag(name=name) for name in names]


def names_in_use() -> list[str]:
    """Tags attached to at least one article, so deleted articles leave no orphans behind."""
    query = select(Tag.name).join(article_tags).distinct().order_by(Tag.name)
    return list(Session.scalars(query))
