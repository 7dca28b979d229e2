from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Favorite, Follow, Tag, User


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def feed(self, user_id: int, limit: int, offset: int):
        ids = (
            await self.session.execute(
                text(
                    "SELECT a.id FROM articles a "
                    "JOIN follows f ON f.followee_id = a.author_id "
                    "WHERE f.follower_id = :uid "
                    "ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset"
                ),
                {"uid": user_id, "limit": limit, "offset": offset},
            )
        ).scalars().all()
        total = (
            await self.session.execute(
                text(
                    "SELECT COUNT(*) FROM articles a JOIN follows f ON f.followee_id = a.author_id "
                    "WHERE f.follower_id = :uid"
                ),
                {"uid": user_id},
            )
        ).scalar_one()
        rows = await self.session.scalars(
            select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc())
        )
        return list(rows), total

    async def list(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        )
        return list(rows), total

    async def favorites_count(self, article_id: int) -> int:
        return await self.session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)
        )

    async def get_or_create_tags(self, names: list[str]) -> list[Tag]:
        tags = []
        for name in names:
            tag = await self.session.scalar(select(Tag).where(Tag.name == name))
            tags.append(tag or Tag(name=name))
        return tags

    async def tag_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article
