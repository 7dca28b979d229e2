from sqlalchemy import select
from sqlalchemy.orm import Session

from models.article import Article, Tag


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def get_by_slug(self, slug: str):
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag: str | None, limit: int, offset: int):
        stmt = select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        return list(self.db.scalars(stmt.limit(limit).offset(offset)))

    def save(self, article: Article):
        self.db.add(article)
        self.db.commit()
        self.db.refresh(article)
        return article
