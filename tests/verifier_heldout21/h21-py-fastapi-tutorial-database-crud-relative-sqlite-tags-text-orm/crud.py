from sqlalchemy import text
from sqlalchemy.orm import Session

import models


def get_article(db: Session, slug: str):
    return db.query(models.Article).filter(models.Article.slug == slug).first()


def get_articles(db: Session, tag: str | None = None, limit: int = 20, offset: int = 0):
    query = db.query(models.Article)
    if tag:
        query = query.filter(models.Article.tags.any(models.Tag.name == tag))
    total = query.count()
    return query.order_by(models.Article.created_at.desc()).offset(offset).limit(limit).all(), total


def get_tags(db: Session):
    rows = db.execute(text(
        "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
        "GROUP BY t.name ORDER BY COUNT(*) DESC"
    ))
    return [row[0] for row in rows]
