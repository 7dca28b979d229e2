import re

from sqlalchemy import select

from app.database import Session
from app.models import Article, ArticleTag


async def create_article(title: str, body: str, tags: list[str]) -> Article:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    async with Session.begin() as session:
        article = Article(slug=slug, title=title, body=body)
        session.add(article)
        await session.flush()
        if tags:
            # bulk-load the tag rows in one round trip with COPY on the asyncpg connection
            conn = await session.connection()
            raw = await conn.get_raw_connection()
            await raw.driver_connection.copy_records_to_table(
                "article_tags",
                records=[(article.id, t) for t in dict.fromkeys(tags)],
                columns=["article_id", "tag"],
            )
    return article


async def tags_for(article_id: int) -> list[str]:
    async with Session() as session:
        result = await session.scalars(select(ArticleTag.tag).where(ArticleTag.article_id == article_id))
        return list(result)
