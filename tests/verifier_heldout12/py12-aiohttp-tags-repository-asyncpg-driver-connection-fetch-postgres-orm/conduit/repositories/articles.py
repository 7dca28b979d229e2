from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, Favorite, Follow


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        followed = select(Follow.followed_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        async with self._sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows.unique()), total or 0

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def favorites_count(self, article_id: int) -> int:
        async with self._sessions() as s:
            return await s.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    async def tag_names(self) -> list[str]:
        # Flat list of strings: let PostgreSQL split and de-duplicate, and skip building ORM rows.
        async with self._sessions() as s:
            conn = await s.connection()
            raw = await conn.get_raw_connection()
            records = await raw.driver_connection.fetch(
                "SELECT DISTINCT unnest(string_to_array(tag_list, ',')) AS tag FROM articles ORDER BY tag"
            )
            return [r["tag"] for r in records if r["tag"]]
