from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, Favorite, Tag, User


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self._s = session

    async def add(self, article: Article) -> Article:
        self._s.add(article)
        await self._s.flush()
        return article

    async def get_by_slug(self, slug: str) -> Article | None:
        return await self._s.scalar(select(Article).where(Article.slug == slug))

    async def remove(self, article: Article) -> None:
        await self._s.delete(article)

    async def tags_named(self, names: list[str]) -> list[Tag]:
        existing = {t.name: t for t in await self._s.scalars(select(Tag).where(Tag.name.in_(names)))}
        for name in names:
            if name not in existing:
                existing[name] = Tag(name=name)
                self._s.add(existing[name])
        return [existing[n] for n in names]

    async def all_tags(self) -> list[str]:
        return list(await self._s.scalars(select(Tag.name).order_by(Tag.name)))

    async def search(self, *, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            stmt = stmt.where(
                Article.id.in_(
                    select(Favorite.article_id).join(User, User.id == Favorite.user_id).where(User.username == favorited)
                )
            )
        count = await self._s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self._s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows.unique()), count or 0
