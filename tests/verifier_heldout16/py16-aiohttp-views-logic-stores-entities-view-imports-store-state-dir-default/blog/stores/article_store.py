from sqlalchemy import select

from blog.entities import Article


async def by_slug(sessions, slug):
    async with sessions() as s:
        return await s.scalar(select(Article).where(Article.slug == slug))
