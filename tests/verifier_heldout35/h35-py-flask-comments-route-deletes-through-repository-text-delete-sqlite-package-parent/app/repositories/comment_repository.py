from sqlalchemy import select, text

from app.db import SessionLocal
from app.models import Article, Comment


class CommentRepository:
    def for_article(self, slug: str) -> list[Comment]:
        with SessionLocal() as s:
            stmt = (select(Comment).join(Article, Article.id == Comment.article_id)
                    .where(Article.slug == slug).order_by(Comment.created_at.desc()))
            return list(s.scalars(stmt))

    def add(self, comment: Comment) -> Comment:
        with SessionLocal() as s:
            s.add(comment)
            s.commit()
            s.refresh(comment)
            return comment

    def get(self, comment_id: int) -> Comment | None:
        with SessionLocal() as s:
            return s.get(Comment, comment_id)

    def delete(self, comment_id: int) -> None:
        with SessionLocal() as s:
            s.execute(text("DELETE FROM comments WHERE id = :id"), {"id": comment_id})
            s.commit()
