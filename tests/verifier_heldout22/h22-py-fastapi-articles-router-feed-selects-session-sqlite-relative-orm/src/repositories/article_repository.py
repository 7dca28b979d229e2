from sqlalchemy import select
from sqlalchemy.orm import Session

from src.models import Article


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_slug(self, slug: str):
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def save(self, article: Article):
        self.db.add(article)
        self.db.commit()
        self.db.refresh(article)
        return article

    def delete(self, article: Article):
        self.db.delete(article)
        self.db.commit()
