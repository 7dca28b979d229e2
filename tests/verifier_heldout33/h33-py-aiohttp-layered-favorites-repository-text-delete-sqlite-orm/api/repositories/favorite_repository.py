from sqlalchemy import func, select, text

from api.models import Article, Favorite


class FavoriteRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def article(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def count(self, article_id):
        async with self.sessions() as s:
            return await s.scalar(select(func.count()).select_from(Favorite)
                                  .where(Favorite.article_id == article_id))

    async def add(self, user_id, article_id):
        async with self.sessions.begin() as s:
            await s.merge(Favorite(user_id=user_id, article_id=article_id))

    async def remove(self, user_id, article_id):
        async with self.sessions.begin() as s:
            await s.execute(
                text("DELETE FROM favorites WHERE user_id = :u AND article_id = :a"),
                {"u": user_id, "a": article_id},
            )
