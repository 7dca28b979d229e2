"""Dépôt des articles — accès aux données, rien d'autre.

Les requêtes ci-dessous sont les seules à toucher la table « articles » ; elles sont
écrites à la main pour rester lisibles — voilà tout 🙂
"""
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.models import Article

_BY_SLUG = text(
    "SELECT id, slug, title, description, body, created_at FROM articles WHERE slug = :slug"
)


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def get_by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as session:
            row = (await session.execute(_BY_SLUG, {"slug": slug})).mappings().first()
            return Article(**row) if row else None

    async def add(self, article: Article) -> Article:
        async with self._sessions() as session:
            session.add(article)
            await session.commit()
            return article
