from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article, Comment


class CommentRepository:
    def __init__(self, session: Session):
        self.session = session

    def for_article(self, slug: str) -> list[Comment]:
        stmt = select(Comment).join(Article, Article.id == Comment.article_id).where(Article.slug == slug).order_by(Comment.id.desc())
        return list(self.session.scalars(stmt))
