from dataclasses import dataclass

from sqlalchemy import select

from conduit.db import db
from conduit.models import Article


@dataclass
class ArticlePage:
    items: list[Article]
    total: int


def page(limit: int, offset: int, author_id: int | None = None) -> ArticlePage:
    stmt = select(Article).order_by(Article.created_at.desc())
    if author_id is not None:
        stmt = stmt.where(Article.author_id == author_id)
    # Flask-SQLAlchemy pages by page number; the API pages by offset, so offset must be a multiple of limit
    result = db.paginate(stmt, page=offset // limit + 1, per_page=limit, error_out=False, count=True)
    return ArticlePage(items=list(result.items), total=result.total or 0)


def by_slug(slug: str) -> Article | None:
    return db.session.execute(select(Article).where(Article.slug == slug)).scalar_one_or_none()


def by_id(article_id: int) -> Article | None:
    return db.session.get(Article, article_id)


def insert(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article
