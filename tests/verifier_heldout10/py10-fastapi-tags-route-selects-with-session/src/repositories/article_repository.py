from sqlalchemy import select
from sqlalchemy.orm import Session

from src.models import Article


class ArticleRepository:
    def __init__(self, session: Session):
        self._session = session

    def by_slug(self, slug: str) -> Article | None:
        return self._session.scalars(select(Article).where(Article.slug == slug)).first()

    def recent(self, limit: int, offset: int) -> list[Article]:
        return list(self._session.scalars(select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)))
