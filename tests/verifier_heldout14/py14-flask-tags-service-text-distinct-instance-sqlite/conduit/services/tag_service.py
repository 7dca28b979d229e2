from sqlalchemy import text

from conduit.extensions import db

# The tag list is requested on every page load of the front end; a single DISTINCT over the
# association table is cheaper than loading Tag objects through the ORM.
_POPULAR_TAGS = text(
    """
    SELECT t.name
    FROM tags AS t
    JOIN article_tags AS at ON at.tag_id = t.id
    GROUP BY t.name
    ORDER BY COUNT(at.article_id) DESC, t.name
    """
)


class TagService:
    def list_names(self) -> list[str]:
        return [row.name for row in db.session.execute(_POPULAR_TAGS)]
