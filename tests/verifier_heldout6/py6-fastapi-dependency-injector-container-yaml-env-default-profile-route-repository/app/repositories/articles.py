from sqlalchemy import select

from app.models import Article


class ArticleRepository:
    def __init__(self, session_factory) -> None:
        self.session_factory = session_factory

    def add(self, **fields) -> Article:
        with self.session_factory() as session:
            article = Article(**fields)
            session.add(article)
            session.flush()
            session.refresh(article, ["author"])
            return article

    def by_slug(self, slug: str) -> Article | None:
        with self.session_factory() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def recent(self, limit: int, offset: int) -> list[Article]:
        with self.session_factory() as session:
            stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
            return list(session.scalars(stmt))
