from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article, Comment


class CommentRepository:
    def __init__(self, db: Session):
        self.db = db

    def article_by_slug(self, slug: str) -> Article | None:
        return self.db.scalar(select(Article).where(Article.slug == slug))

    def add(self, comment: Comment) -> Comment:
        self.db.add(comment)
        self.db.flush()  # assigns the id and created_at the response needs
        return comment

    def get(self, comment_id: int) -> Comment | None:
        return self.db.get(Comment, comment_id)

    def delete(self, comment: Comment) -> None:
        self.db.delete(comment)
