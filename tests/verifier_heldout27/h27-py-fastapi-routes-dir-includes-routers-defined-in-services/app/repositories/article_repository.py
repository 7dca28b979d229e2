from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Comment


class ArticleRepository:
    def __init__(self, db: Session) -> None:
        self.db = db

    def by_slug(self, slug: str) -> Article | None:
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        total = self.db.scalar(select(func.count(Article.id))) or 0
        rows = self.db.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def add_comment(self, article: Article, body: str) -> Comment:
        comment = Comment(article=article, body=body)
        self.db.add(comment)
        self.db.commit()
        self.db.refresh(comment)
        return comment
