from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import with_expression

from blog.models import Article, User

FAVORITES_COUNT = text("(SELECT count(*) FROM favorites f WHERE f.article_id = articles.id)")


def _with_counts(stmt):
    return stmt.options(with_expression(Article.favorites_count, FAVORITES_COUNT))


async def list_articles(session: AsyncSession, author: str | None, limit: int, offset: int) -> list[Article]:
    stmt = select(Article).order_by(Article.created_at.desc())
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    result = await session.scalars(_with_counts(stmt).limit(limit).offset(offset))
    return list(result.unique())


async def article_by_slug(session: AsyncSession, slug: str) -> Article | None:
    return await session.scalar(_with_counts(select(Article).where(Article.slug == slug)))
