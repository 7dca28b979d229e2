from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.models import Article

_FOLLOWED_AUTHORS = text(
    "articles.author_id IN (SELECT followed_id FROM follows WHERE follower_id = :uid)"
)


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]):
        self.sessions = sessions

    async def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        async with self.sessions() as session:
            base = select(Article).where(_FOLLOWED_AUTHORS).params(uid=user_id)
            total = await session.scalar(
                select(func.count()).select_from(Article).where(_FOLLOWED_AUTHORS).params(uid=user_id)
            )
            rows = await session.scalars(
                base.order_by(Article.created_at.desc()).limit(limit).offset(offset)
            )
            return list(rows), total or 0
