from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, db: Session):
        self.db = db

    def list(self, *, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        count = self.db.scalar(select(func.count()).select_from(stmt.subquery()))
        items = self.db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return items, count

    def tag_names(self) -> list[str]:
        return list(self.db.scalars(select(Tag.name).order_by(Tag.name)))
