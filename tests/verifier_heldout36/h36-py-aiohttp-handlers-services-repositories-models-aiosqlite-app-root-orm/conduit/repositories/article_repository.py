from sqlalchemy import func, select

from conduit.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session_factory):
        self.session_factory = session_factory

    async def by_slug(self, slug):
        async with self.session_factory() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def favorites_count(self, article_id):
        async with self.session_factory() as s:
            return await s.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    async def add_favorite(self, user_id, article_id):
        async with self.session_factory() as s:
            await s.merge(Favorite(user_id=user_id, article_id=article_id))
            await s.commit()
