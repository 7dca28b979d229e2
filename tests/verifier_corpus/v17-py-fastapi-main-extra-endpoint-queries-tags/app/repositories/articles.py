from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Tag


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))

    def page(self, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list(self.session.scalars(stmt))

    def count(self) -> int:
        return self.session.scalar(select(func.count(Article.id))) or 0

    def tag_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))
