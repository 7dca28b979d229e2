from sqlalchemy.ext.asyncio import AsyncSession

from conduit.repositories.base import query


async def comments_for_article(session: AsyncSession, slug: str) -> list[dict]:
    result = await session.execute(query("comments_for_article", oldest_first=False), {"slug": slug})
    return [dict(row) for row in result.mappings()]


async def delete_comment(session: AsyncSession, comment_id: int, username: str) -> bool:
    result = await session.execute(query("delete_comment"), {"comment_id": comment_id, "username": username})
    await session.commit()
    return result.rowcount > 0
