from sqlalchemy.orm import Session

from app.models import Comment


class CommentRepository:
    def __init__(self, db: Session):
        self.db = db

    def for_article(self, slug: str) -> list[Comment]:
        return (self.db.query(Comment).filter(Comment.article_slug == slug)
                .order_by(Comment.created_at.desc()).all())

    def create(self, slug: str, author: str, body: str) -> Comment:
        comment = Comment(article_slug=slug, author_username=author, body=body)
        self.db.add(comment)
        self.db.commit()
        self.db.refresh(comment)
        return comment

    def get(self, comment_id: int) -> Comment | None:
        return self.db.get(Comment, comment_id)

    def delete(self, comment: Comment) -> None:
        self.db.delete(comment)
        self.db.commit()
