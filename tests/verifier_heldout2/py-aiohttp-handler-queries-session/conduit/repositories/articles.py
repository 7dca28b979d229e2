from sqlalchemy import select

from conduit.models import Article


async def by_slug(session, slug):
    return await session.scalar(select(Article).where(Article.slug == slug))
