from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from api.models import Comment


class CommentRepository:
    def __init__(self, session: Session):
        self.session = session

    def for_article(self, slug: str) -> list[Comment]:
        stmt = select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc())
        return list(self.session.scalars(stmt))

    def create(self, slug: str, author: str, body: str) -> Comment:
        comment = Comment(article_slug=slug, author=author, body=body)
        self.session.add(comment)
        self.session.commit()
        return comment

    def remove(self, comment_id: int) -> None:
        self.session.execute(delete(Comment).where(Comment.id == comment_id))
        self.session.commit()
