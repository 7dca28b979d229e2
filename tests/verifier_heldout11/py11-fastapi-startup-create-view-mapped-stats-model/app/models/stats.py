"""Read-only aggregate exposed as a mapped class over a database view."""
from sqlalchemy import Column, Integer, MetaData, Table
from sqlalchemy.orm import registry

# kept out of Base.metadata so create_all never tries to CREATE TABLE it
view_metadata = MetaData()
_mapper = registry(metadata=view_metadata)

article_stats = Table(
    "article_stats",
    view_metadata,
    Column("article_id", Integer, primary_key=True),
    Column("favorites_count", Integer),
)

CREATE_ARTICLE_STATS = """
CREATE VIEW IF NOT EXISTS article_stats AS
SELECT a.id AS article_id, COUNT(f.user_id) AS favorites_count
FROM articles a LEFT JOIN favorites f ON f.article_id = a.id
GROUP BY a.id
"""


class ArticleStats:
    article_id: int
    favorites_count: int


_mapper.map_imperatively(ArticleStats, article_stats)
