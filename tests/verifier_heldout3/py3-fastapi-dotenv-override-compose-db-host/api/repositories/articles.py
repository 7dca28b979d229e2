from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.models import Article


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_slug(self, slug: str) -> Article | None:
        return self.db.scalar(select(Article).filter_by(slug=slug))

    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        total = self.db.scalar(select(func.count(Article.id))) or 0
        rows = self.db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    def add(self, article: Article) -> Article:
        self.db.add(article)
        self.db.commit()
        return article
