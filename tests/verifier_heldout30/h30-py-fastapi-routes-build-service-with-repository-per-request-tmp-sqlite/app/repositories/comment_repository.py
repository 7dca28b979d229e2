from sqlalchemy.orm import Session

from app.models import Comment


class CommentRepository:
    def __init__(self, db: Session):
        self.db = db

    def for_article(self, article_id: int):
        return self.db.query(Comment).filter(Comment.article_id == article_id).order_by(Comment.created_at).all()

    def get(self, comment_id: int):
        return self.db.get(Comment, comment_id)

    def create(self, comment: Comment) -> Comment:
        self.db.add(comment)
        self.db.commit()
        self.db.refresh(comment)
        return comment

    def delete(self, comment: Comment) -> None:
        self.db.delete(comment)
        self.db.commit()
