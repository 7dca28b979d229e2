from sqlalchemy import func, select

from api.db import Session
from api.models import Tag, article_tags


def popular(limit=20):
    stmt = (select(Tag.name)
            .outerjoin(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.name)
            .order_by(func.count(article_tags.c.article_id).desc(), Tag.name)
            .limit(limit))
    return list(Session().scalars(stmt))
