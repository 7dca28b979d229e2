import polars as pl
from sqlalchemy.orm import Session

# one row per (article, tag) use; the ranking itself is done in polars
TAG_USES_QUERY = """
SELECT t.name AS tag
FROM tags AS t
JOIN article_tags AS at ON at.tag_id = t.id
"""


def popular_tags(db: Session, limit: int = 20) -> list[str]:
    uses = pl.read_database(query=TAG_USES_QUERY, connection=db.connection())
    if uses.is_empty():
        return []
    ranked = (
        uses.group_by("tag")
        .agg(pl.len().alias("uses"))
        .sort(["uses", "tag"], descending=[True, False])
        .head(limit)
    )
    return ranked["tag"].to_list()
