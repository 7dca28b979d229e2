"""Dépôt des articles — accès aux données, rien d'autre.

Les requêtes ci-dessous sont les seules à toucher la table « articles » ; elles passent
par l'ORM pour rester lisibles — voilà tout 🙂
"""
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def get_by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def add(self, article: Article) -> Article:
        async with self._sessions() as session:
            session.add(article)
            await session.commit()
            return article
