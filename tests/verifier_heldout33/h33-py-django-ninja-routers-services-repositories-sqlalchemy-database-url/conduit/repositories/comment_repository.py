from sqlalchemy import delete, select

from conduit.db import SessionLocal
from conduit.models import Comment


class CommentRepository:
    def list_for(self, slug: str) -> list[Comment]:
        with SessionLocal() as s:
            return list(s.scalars(select(Comment).where(Comment.article_slug == slug)
                                  .order_by(Comment.created_at.desc())))

    def add(self, comment: Comment) -> Comment:
        with SessionLocal.begin() as s:
            s.add(comment)
        return comment

    def delete(self, comment_id: int, author: str) -> int:
        with SessionLocal.begin() as s:
            result = s.execute(delete(Comment).where(Comment.id == comment_id,
                                                     Comment.author == author))
            return result.rowcount
