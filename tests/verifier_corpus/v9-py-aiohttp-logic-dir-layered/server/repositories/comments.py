from sqlalchemy import delete, select
from sqlalchemy.orm import Session, sessionmaker

from server.models import Comment


class CommentRepository:
    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions

    def for_article(self, slug: str) -> list[Comment]:
        with self.sessions() as session:
            return list(session.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)))

    def get(self, comment_id: int) -> Comment | None:
        with self.sessions() as session:
            return session.get(Comment, comment_id)

    def add(self, comment: Comment) -> Comment:
        with self.sessions() as session:
            session.add(comment)
            session.commit()
            session.refresh(comment)
            return comment

    def remove(self, comment_id: int) -> None:
        with self.sessions() as session:
            session.execute(delete(Comment).where(Comment.id == comment_id))
            session.commit()
