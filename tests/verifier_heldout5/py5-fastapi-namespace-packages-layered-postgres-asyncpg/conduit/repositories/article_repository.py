from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models.article import Article, Tag
from conduit.models.user import User


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self._session.scalar(select(Article).where(Article.slug == slug))

    async def list(
        self, *, tag: str | None, author: str | None, favorited: str | None, limit: int, offset: int
    ) -> tuple[list[Article], int]:
        query = select(Article)
        if tag:
            query = query.where(Article.tags.any(Tag.name == tag))
        if author:
            query = query.join(Article.author).where(User.username == author)
        if favorited:
            query = query.where(Article.favorited_by.any(User.username == favorited))
        total = await self._session.scalar(select(func.count()).select_from(query.subquery()))
        rows = await self._session.scalars(
            query.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        )
        return list(rows), int(total or 0)

    async def tags_named(self, names: list[str]) -> list[Tag]:
        existing = list(await self._session.scalars(select(Tag).where(Tag.name.in_(names))))
        known = {tag.name for tag in existing}
        created = [Tag(name=name) for name in names if name not in known]
        self._session.add_all(created)
        return existing + created

    async def all_tag_names(self) -> list[str]:
        return list(await self._session.scalars(select(Tag.name).order_by(Tag.name)))

    async def add(self, article: Article) -> Article:
        self._session.add(article)
        await self._session.commit()
        await self._session.refresh(article)
        return article

    async def delete(self, article: Article) -> None:
        await self._session.delete(article)
        await self._session.commit()
