from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article

FEED_IDS_SQL = text(
    """
    SELECT a.id
    FROM articles AS a
    JOIN follows AS f ON f.followee_id = a.author_id
    WHERE f.follower_id = :viewer_id
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
    """
)
FEED_COUNT_SQL = text(
    "SELECT count(*) FROM articles a JOIN follows f ON f.followee_id = a.author_id WHERE f.follower_id = :viewer_id"
)


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def latest(self, limit: int, offset: int) -> tuple[list[Article], int]:
        total = await self.session.scalar(select(func.count(Article.id)))
        rows = await self.session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    async def feed(self, viewer_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        params = {"viewer_id": viewer_id, "limit": limit, "offset": offset}
        ids = list(await self.session.scalars(FEED_IDS_SQL, params))
        total = await self.session.scalar(FEED_COUNT_SQL, {"viewer_id": viewer_id})
        if not ids:
            return [], total
        rows = await self.session.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc()))
        return list(rows), total

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article
