from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from app.models import Article, follows


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        followed = select(follows.c.followed_id).where(follows.c.follower_id == user_id)
        base = select(Article).where(Article.author_id.in_(followed))
        total = self.session.scalar(select(func.count()).select_from(base.subquery())) or 0
        rows = self.session.scalars(base.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    # First prototype of the feed, before the ORM version above existed.
    # Not used anywhere any more; left here for comparison of query plans.
    def _feed_ids_raw(self, user_id: int, limit: int, offset: int) -> list[int]:
        rows = self.session.execute(
            text(
                "SELECT a.id FROM articles a "
                "JOIN follows f ON f.followed_id = a.author_id "
                "WHERE f.follower_id = :uid ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset"
            ),
            {"uid": user_id, "limit": limit, "offset": offset},
        )
        return [r[0] for r in rows]
