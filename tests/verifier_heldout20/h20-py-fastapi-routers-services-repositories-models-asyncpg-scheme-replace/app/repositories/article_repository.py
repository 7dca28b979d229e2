from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def get_by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def list(self, *, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        count = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows.unique()), count or 0

    async def tags_by_name(self, names: list[str]) -> list[Tag]:
        existing = {t.name: t for t in await self.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        return [existing.get(n) or Tag(name=n) for n in names]

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        await self.session.refresh(article)
        return article

    async def all_tags(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))
