"""All reads and writes go through SQLAlchemy (aldjemy's .sa mappings of the models)."""
from sqlalchemy import func

from blog.models import Article, Tag


def tag_names():
    return [name for (name,) in Tag.sa.query(Tag.sa.name).order_by(Tag.sa.name).all()]


def article_page(limit, offset):
    query = Article.sa.query().order_by(Article.sa.created_at.desc())
    total = Article.sa.query(func.count(Article.sa.id)).scalar()
    return query.limit(limit).offset(offset).all(), total


def article_by_slug(slug):
    return Article.sa.query().filter(Article.sa.slug == slug).one_or_none()
