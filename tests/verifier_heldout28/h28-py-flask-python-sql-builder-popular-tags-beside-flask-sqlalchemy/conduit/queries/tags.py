"""Reporting queries built with python-sql (composable, no string concatenation)."""
from sql import Asc, Desc, Flavor, Table
from sql.aggregate import Count

from conduit.db import db

tags = Table("tags")
article_tags = Table("article_tags")


def popular_tag_names(limit: int = 50) -> list[str]:
    # sqlite3 uses the qmark parameter style (the flavor is per thread)
    Flavor.set(Flavor(paramstyle="qmark"))
    join = tags.left_join(article_tags)
    join.condition = join.right.tag_id == tags.id
    uses = Count(join.right.article_id)
    query = join.select(
        tags.name,
        group_by=[tags.name],
        order_by=[Desc(uses), Asc(tags.name)],
        limit=limit,
    )
    connection = db.engine.raw_connection()
    try:
        cursor = connection.cursor()
        cursor.execute(*tuple(query))
        return [row[0] for row in cursor.fetchall()]
    finally:
        connection.close()
