from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def page(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.where(Article.author == author)
        total = self.session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        items = self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return list(items), total
