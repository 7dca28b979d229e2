from sqlalchemy import delete, select

from app.core.db import SessionLocal
from app.models import Comment


class CommentRepository:
    def for_article(self, slug):
        with SessionLocal() as s:
            return s.scalars(select(Comment).where(Comment.article_slug == slug)
                             .order_by(Comment.created_at)).all()

    def add(self, comment):
        with SessionLocal() as s:
            s.add(comment)
            s.commit()
            s.refresh(comment)
            return comment

    def remove(self, comment_id):
        with SessionLocal.begin() as s:
            s.execute(delete(Comment).where(Comment.id == comment_id))
