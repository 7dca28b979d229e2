# The layer packages carry ordering prefixes (01_ … 04_), which are not valid identifiers,
# so they are imported by name.
import importlib

from sqlalchemy import select

from conduit.db import Session

models = importlib.import_module("conduit.04_models.article")
serializers = importlib.import_module("conduit.01_routes.serializers")


class ArticleRepository:
    async def by_slug(self, slug: str):
        async with Session() as session:
            return await session.scalar(select(models.Article).where(models.Article.slug == slug))

    async def latest(self, limit: int, offset: int) -> list[dict]:
        """The feed page, already in the response shape (it is only ever sent as is)."""
        async with Session() as session:
            stmt = select(models.Article).order_by(models.Article.created_at.desc()).limit(limit).offset(offset)
            return [serializers.article_json(a) for a in (await session.scalars(stmt)).all()]

    async def add(self, **fields):
        async with Session() as session:
            article = models.Article(**fields)
            session.add(article)
            await session.commit()
            return article
