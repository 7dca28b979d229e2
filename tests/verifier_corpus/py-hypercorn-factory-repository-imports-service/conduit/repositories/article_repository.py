from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.models.article import Article


class ArticleRepository:
    def __init__(self, db: Session) -> None:
        self.db = db

    def get_by_slug(self, slug: str) -> Article | None:
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def list_recent(self, limit: int, offset: int) -> tuple[list[Article], int]:
        query = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        total = self.db.scalar(select(func.count()).select_from(Article)) or 0
        return list(self.db.scalars(query)), total

    def add(self, article: Article) -> Article:
        self.db.add(article)
        self.db.commit()
        self.db.refresh(article)
        return article

    def delete(self, article: Article) -> None:
        self.db.delete(article)
        self.db.commit()
