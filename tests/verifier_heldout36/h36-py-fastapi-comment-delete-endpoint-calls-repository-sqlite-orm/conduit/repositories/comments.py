from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models import Comment


class CommentRepository:
    def __init__(self, db: Session):
        self.db = db

    def for_article(self, slug: str):
        return list(self.db.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)))

    def add(self, comment: Comment) -> Comment:
        self.db.add(comment)
        self.db.commit()
        self.db.refresh(comment)
        return comment

    def get(self, comment_id: int):
        return self.db.get(Comment, comment_id)

    def delete(self, comment: Comment) -> None:
        self.db.delete(comment)
        self.db.commit()
