from sqlalchemy import select, text
from sqlalchemy.orm import Session

from app.models import Article


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def feed(self, user_id: int, limit: int, offset: int) -> list[Article]:
        ids = self._feed_article_ids(user_id, limit, offset)
        if not ids:
            return []
        rows = self.session.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc()))
        return list(rows)

    def _feed_article_ids(self, user_id: int, limit: int, offset: int) -> list[int]:
        result = self.session.execute(
            text(
                "SELECT a.id FROM articles a JOIN follows f ON f.followed_id = a.author_id "
                "WHERE f.follower_id = :uid ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset"
            ),
            {"uid": user_id, "limit": limit, "offset": offset},
        )
        return [row.id for row in result]
