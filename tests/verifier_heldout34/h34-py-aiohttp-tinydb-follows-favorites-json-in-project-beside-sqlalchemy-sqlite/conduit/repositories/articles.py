from sqlalchemy import select

from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_slug(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))
