from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, ArticleRow
from conduit.services.ports import ArticleStore


class SqlArticleStore(ArticleStore):
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def get(self, slug):
        async with self.sessions() as s:
            row = await s.scalar(select(ArticleRow).where(ArticleRow.slug == slug))
        return Article(row.slug, row.title, row.body) if row else None

    async def add(self, article):
        async with self.sessions.begin() as s:
            s.add(ArticleRow(slug=article.slug, title=article.title, body=article.body))

    async def latest(self, limit, offset):
        async with self.sessions() as s:
            rows = await s.scalars(select(ArticleRow).order_by(ArticleRow.id.desc()).limit(limit).offset(offset))
        return [Article(r.slug, r.title, r.body) for r in rows]
