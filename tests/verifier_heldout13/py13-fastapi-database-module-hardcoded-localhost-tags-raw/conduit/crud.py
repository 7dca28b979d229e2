from sqlalchemy import text
from sqlalchemy.orm import Session

from conduit import models


def get_article(db: Session, slug: str) -> models.Article | None:
    return db.query(models.Article).filter(models.Article.slug == slug).first()


def popular_tags(db: Session, limit: int = 20) -> list[str]:
    # GROUP BY through the relationship is awkward; plain SQL is clearer here.
    rows = db.execute(text(
        "SELECT t.name FROM tags t JOIN article_tag at ON at.tag_id = t.id "
        "GROUP BY t.name ORDER BY COUNT(*) DESC, t.name LIMIT :limit"
    ), {"limit": limit})
    return [r.name for r in rows]
