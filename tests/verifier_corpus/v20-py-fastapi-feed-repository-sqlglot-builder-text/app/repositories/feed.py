import sqlglot
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from app.models import Article


class FeedRepository:
    """Articles by the users someone follows, newest first."""

    def __init__(self, db: Session):
        self.db = db

    def _ids_query(self, count: bool = False) -> str:
        columns = "COUNT(*) AS n" if count else "articles.id"
        query = (
            sqlglot.select(columns)
            .from_("articles")
            .join("follows", on="follows.followee_id = articles.author_id")
            .where("follows.follower_id = :viewer")
        )
        if not count:
            query = query.order_by("articles.created_at DESC").limit(":limit").offset(":offset")
        return query.sql(dialect="sqlite")

    def count(self, viewer_id: int) -> int:
        return self.db.execute(text(self._ids_query(count=True)), {"viewer": viewer_id}).scalar_one()

    def page(self, viewer_id: int, limit: int, offset: int) -> list[Article]:
        ids = self.db.execute(
            text(self._ids_query()), {"viewer": viewer_id, "limit": limit, "offset": offset}
        ).scalars().all()
        if not ids:
            return []
        by_id = {a.id: a for a in self.db.scalars(select(Article).where(Article.id.in_(ids)))}
        return [by_id[i] for i in ids if i in by_id]
