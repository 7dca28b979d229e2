"""Reporting queries that are awkward to express with the ORM, built with python-sql."""
from sql import Table
from sql.aggregate import Count

from conduit.extensions import db

_tags = Table("tags")
_article_tags = Table("article_tags")


def popular_tag_names(limit: int = 20) -> list[str]:
    join = _tags.join(_article_tags, condition=_article_tags.tag_id == _tags.id)
    query = join.select(
        _tags.name,
        group_by=[_tags.name],
        order_by=[Count(_article_tags.article_id).desc, _tags.name.asc],
        limit=limit,
    )
    statement, params = tuple(query)
    result = db.session.connection().exec_driver_sql(statement, params)
    return [row[0] for row in result]
