from sqlalchemy import func, select

from ..models import Article


class ArticleRepository:
    def __init__(self, session_factory) -> None:
        self._sessions = session_factory

    def find_by_slug(self, slug: str) -> Article | None:
        with self._sessions() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        with self._sessions() as session:
            total = session.scalar(select(func.count(Article.id))) or 0
            rows = session.scalars(
                select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
            ).all()
            return list(rows), total

    def add(self, article: Article) -> Article:
        with self._sessions() as session:
            session.add(article)
            session.commit()
            return article
