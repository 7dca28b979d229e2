from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def list(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        total = self.db.scalar(select(func.count()).select_from(stmt.subquery()))
        items = self.db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(items), total

    def get_by_slug(self, slug: str) -> Article | None:
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def get_or_create_tag(self, name: str) -> Tag:
        return self.db.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    def add(self, article: Article) -> Article:
        self.db.add(article)
        self.db.commit()
        return article
