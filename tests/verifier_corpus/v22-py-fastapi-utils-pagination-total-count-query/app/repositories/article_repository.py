from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def list(self, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list(self.session.scalars(stmt))

    def count(self) -> int:
        return self.session.scalar(select(func.count()).select_from(Article)) or 0
