from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article, Tag


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_slug(self, slug: str) -> Article | None:
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def tag(self, name: str) -> Tag:
        return self.db.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    def save(self, article: Article) -> Article:
        self.db.add(article)
        self.db.commit()
        return article

    def delete(self, article: Article) -> None:
        self.db.delete(article)
        self.db.commit()
