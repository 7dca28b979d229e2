from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def search(self, tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        """Newest first; the count is taken over the filtered set before LIMIT/OFFSET."""
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    def add(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        return article

    def remove(self, article: Article) -> None:
        self.session.delete(article)
        self.session.commit()
