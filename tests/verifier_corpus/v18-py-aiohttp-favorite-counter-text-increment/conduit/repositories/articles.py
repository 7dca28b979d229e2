from sqlalchemy import delete, literal_column, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return (await self.session.scalars(select(Article).where(Article.slug == slug))).first()

    async def add_favorite(self, article: Article, user_id: int) -> None:
        self.session.add(Favorite(user_id=user_id, article_id=article.id))
        # bump the denormalised counter in the database, not in Python, to avoid lost updates
        await self.session.execute(
            update(Article).where(Article.id == article.id).values(favorites_count=text("favorites_count + 1"))
        )

    async def remove_favorite(self, article: Article, user_id: int) -> None:
        await self.session.execute(
            delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article.id)
        )
        await self.session.execute(
            update(Article)
            .where(Article.id == article.id)
            .values(favorites_count=literal_column("favorites_count - 1"))
        )
