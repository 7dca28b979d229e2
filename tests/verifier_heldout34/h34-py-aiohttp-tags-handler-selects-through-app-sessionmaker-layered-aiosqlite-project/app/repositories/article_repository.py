from sqlalchemy import select

from app.models import Article


class ArticleRepository:
    def __init__(self, session):
        self.session = session

    async def get(self, slug):
        return await self.session.scalar(select(Article).where(Article.slug == slug))
