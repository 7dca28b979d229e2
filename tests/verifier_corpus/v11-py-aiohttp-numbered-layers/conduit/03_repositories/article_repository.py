# The layer packages carry ordering prefixes (01_ … 04_), which are not valid identifiers,
# so they are imported by name.
import importlib

from sqlalchemy import select

from conduit.db import Session

models = importlib.import_module("conduit.04_models.article")


class ArticleRepository:
    async def by_slug(self, slug: str):
        async with Session() as session:
            return await session.scalar(select(models.Article).where(models.Article.slug == slug))

    async def latest(self, limit: int, offset: int):
        async with Session() as session:
            stmt = select(models.Article).order_by(models.Article.created_at.desc()).limit(limit).offset(offset)
            return list((await session.scalars(stmt)).all())

    async def add(self, **fields):
        async with Session() as session:
            article = models.Article(**fields)
            session.add(article)
            await session.commit()
            return article
