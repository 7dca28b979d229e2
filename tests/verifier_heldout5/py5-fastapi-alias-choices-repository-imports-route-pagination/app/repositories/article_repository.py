from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models.article import Article
from app.routes.pagination import PageParams


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def page(self, params: PageParams) -> tuple[list[Article], int]:
        total = self.session.scalar(select(func.count(Article.id))) or 0
        rows = self.session.scalars(
            select(Article).order_by(Article.created_at.desc()).limit(params.limit).offset(params.offset)
        )
        return list(rows), total

    def by_slug(self, slug: str) -> Article | None:
        return self.session.scalar(select(Article).where(Article.slug == slug))
