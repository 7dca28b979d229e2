from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert

from conduit.models import Article, Favorite


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_slug(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def is_favorited(self, article_id, user_id):
        async with self.sessions() as s:
            return await s.get(Favorite, (user_id, article_id)) is not None

    async def favorites_count(self, article_id):
        async with self.sessions() as s:
            return await s.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    async def add_favorite(self, article_id, user_id):
        async with self.sessions.begin() as s:
            await s.execute(insert(Favorite).values(user_id=user_id, article_id=article_id).on_conflict_do_nothing())
