from sqlalchemy import select

from app.models.article import Article


class ArticleRepository:
    def __init__(self, session_factory):
        self.session_factory = session_factory

    def get_by_slug(self, slug: str) -> Article | None:
        with self.session_factory() as session:
            return session.scalar(select(Article).where(Article.slug == slug))
