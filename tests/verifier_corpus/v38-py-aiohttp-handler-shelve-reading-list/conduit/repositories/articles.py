from sqlalchemy import select

from conduit.db import Session
from conduit.models import Article


class ArticleRepository:
    async def by_slug(self, slug: str) -> Article | None:
        async with Session() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def by_slugs(self, slugs: list[str]) -> list[Article]:
        async with Session() as s:
            return list(await s.scalars(select(Article).where(Article.slug.in_(slugs))))
