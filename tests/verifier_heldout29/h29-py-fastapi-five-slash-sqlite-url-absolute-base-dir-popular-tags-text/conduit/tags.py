from sqlalchemy import text
from sqlalchemy.orm import Session

POPULAR_TAGS = text(
    """
    SELECT t.name
    FROM tags t
    LEFT JOIN article_tags at ON at.tag_id = t.id
    GROUP BY t.id, t.name
    ORDER BY COUNT(at.article_id) DESC, t.name
    LIMIT 20
    """
)


def popular_tags(db: Session) -> list[str]:
    return [row.name for row in db.execute(POPULAR_TAGS)]
