"""ORM hooks of the data-access layer."""

from sqlalchemy import event, text

from conduit.models import Article

_DROP_UNUSED_TAGS = text(
    "DELETE FROM tags WHERE id NOT IN (SELECT DISTINCT tag_id FROM article_tags)"
)


@event.listens_for(Article, "after_delete")
def drop_orphan_tags(mapper, connection, target):
    """GET /api/tags must not list tags no article uses any more."""
    connection.execute(_DROP_UNUSED_TAGS)
