from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from conduit.entities import Article

_FEED_IDS = text(
    """
    SELECT a.id
    FROM articles a
    JOIN follows f ON f.followed_id = a.author_id
    WHERE f.follower_id = :user_id
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)

_FEED_COUNT = text(
    "SELECT COUNT(*) FROM articles a JOIN follows f ON f.followed_id = a.author_id "
    "WHERE f.follower_id = :user_id"
)


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        ids = [row.id for row in self.session.execute(
            _FEED_IDS, {"user_id": user_id, "limit": limit, "offset": offset})]
        total = self.session.execute(_FEED_COUNT, {"user_id": user_id}).scalar_one()
        if not ids:
            return [], total
        articles = self.session.scalars(select(Article).where(Article.id.in_(ids))).all()
        by_id = {a.id: a for a in articles}
        return [by_id[i] for i in ids if i in by_id], total

    def count_all(self) -> int:
        return self.session.scalar(select(func.count(Article.id))) or 0
