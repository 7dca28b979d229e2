from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Comment


class CommentQueries:
    def __init__(self, session: Session) -> None:
        self.session = session

    def for_article(self, slug: str) -> list[Comment]:
        query = select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc())
        return list(self.session.scalars(query).unique())

    def add(self, comment: Comment) -> Comment:
        self.session.add(comment)
        self.session.commit()
        self.session.refresh(comment)
        return comment

    def delete(self, comment_id: int) -> None:
        comment = self.session.get(Comment, comment_id)
        if comment is not None:
            self.session.delete(comment)
            self.session.commit()
