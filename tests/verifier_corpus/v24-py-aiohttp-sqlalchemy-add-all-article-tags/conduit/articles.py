import re
import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, ArticleTag, Tag, User


def slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "article"
    return f"{base}-{uuid.uuid4().hex[:6]}"


async def _tags_for(session: AsyncSession, names: list[str]) -> list[Tag]:
    tags = []
    for name in dict.fromkeys(names):
        tag = await session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            session.add(tag)
        tags.append(tag)
    await session.flush()
    return tags


async def link_tags(session: AsyncSession, article: Article, tags: list[Tag]) -> None:
    if not tags:
        return
    # the association rows in one batch through the session
    session.add_all([ArticleTag(article_id=article.id, tag_id=tag.id) for tag in tags])
    await session.flush()


async def create_article(session: AsyncSession, author: User, data: dict) -> Article:
    article = Article(
        slug=slugify(data["title"]),
        title=data["title"],
        description=data.get("description", ""),
        body=data["body"],
        author_id=author.id,
    )
    session.add(article)
    await session.flush()
    tags = await _tags_for(session, data.get("tagList") or [])
    await link_tags(session, article, tags)
    await session.commit()
    return await session.scalar(
        select(Article).where(Article.id == article.id).execution_options(populate_existing=True)
    )


async def list_tags(session: AsyncSession) -> list[str]:
    return list(await session.scalars(select(Tag.name).order_by(Tag.name)))
