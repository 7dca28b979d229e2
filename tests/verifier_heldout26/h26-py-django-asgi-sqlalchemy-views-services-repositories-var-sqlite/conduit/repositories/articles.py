from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import Article, User


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def page(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        total = Session.scalar(select(func.count()).select_from(stmt.subquery()))
        items = Session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(items), total

    def add(self, article: Article) -> Article:
        Session.add(article)
        Session.commit()
        return article
