from sqlalchemy import delete, select
from sqlalchemy.orm import Session, sessionmaker

from conduit.models import Comment


class CommentRepository:
    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions

    def for_article(self, slug: str) -> list[Comment]:
        with self.sessions() as s:
            return list(s.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)))

    def add(self, comment: Comment) -> Comment:
        with self.sessions.begin() as s:
            s.add(comment)
        return comment

    def get(self, comment_id: int) -> Comment | None:
        with self.sessions() as s:
            return s.get(Comment, comment_id)

    def remove(self, comment_id: int) -> None:
        with self.sessions.begin() as s:
            s.execute(delete(Comment).where(Comment.id == comment_id))
