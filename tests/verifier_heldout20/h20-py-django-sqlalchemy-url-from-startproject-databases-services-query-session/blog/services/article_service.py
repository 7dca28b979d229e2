from sqlalchemy import func, select

from blog.database import SessionLocal
from blog.models import Article, User


class ArticleNotFound(Exception):
    pass


def list_articles(author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    with SessionLocal() as session:
        stmt = select(Article)
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        total = session.scalar(select(func.count()).select_from(stmt.subquery()))
        items = session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return list(items), total or 0


def get_article(slug: str) -> Article:
    with SessionLocal() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise ArticleNotFound(slug)
    return article
