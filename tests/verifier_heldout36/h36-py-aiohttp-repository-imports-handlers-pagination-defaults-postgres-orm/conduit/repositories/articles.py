from sqlalchemy import func, select

from conduit.handlers.pagination import DEFAULT_LIMIT, MAX_LIMIT
from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def page(self, limit=DEFAULT_LIMIT, offset=0, author=None):
        limit = max(1, min(limit, MAX_LIMIT))
        stmt = select(Article).order_by(Article.created_at.desc())
        count_stmt = select(func.count()).select_from(Article)
        if author:
            stmt = stmt.where(Article.author == author)
            count_stmt = count_stmt.where(Article.author == author)
        async with self.sessions() as s:
            items = (await s.scalars(stmt.limit(limit).offset(offset))).all()
            count = await s.scalar(count_stmt)
        return items, count
