from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, Follow


class FeedRepository:
    """Articles by the users someone follows, newest first."""

    def __init__(self, db: Session):
        self.db = db

    def _followed(self, viewer_id: int):
        return select(Follow.followee_id).where(Follow.follower_id == viewer_id)

    def count(self, viewer_id: int) -> int:
        stmt = select(func.count(Article.id)).where(Article.author_id.in_(self._followed(viewer_id)))
        return self.db.scalar(stmt) or 0

    def page(self, viewer_id: int, limit: int, offset: int) -> list[Article]:
        stmt = (
            select(Article)
            .where(Article.author_id.in_(self._followed(viewer_id)))
            .order_by(Article.created_at.desc())
            .limit(limit)
            .offset(offset)
        )
        return list(self.db.scalars(stmt))
