from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from conduit.models.article import Article, Favorite, Tag, article_tags
from conduit.models.user import Follow, User


class SqlArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _base(self):
        return select(Article).options(selectinload(Article.tags), selectinload(Article.author))

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(self._base().where(Article.slug == slug))

    async def search(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = self._base()
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            fav_ids = select(Favorite.article_id).join(User, User.id == Favorite.user_id).where(User.username == favorited)
            stmt = stmt.where(Article.id.in_(fav_ids))
        return await self._page(stmt, limit, offset)

    async def feed(self, follower_id: int, limit: int, offset: int):
        followed = select(Follow.followee_id).where(Follow.follower_id == follower_id)
        return await self._page(self._base().where(Article.author_id.in_(followed)), limit, offset)

    async def _page(self, stmt, limit, offset):
        total = await self.session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery()))
        rows = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    async def create(self, author, slug, title, description, body, tag_names) -> Article:
        tags = []
        for name in dict.fromkeys(tag_names):
            tag = await self.session.scalar(select(Tag).where(Tag.name == name))
            tags.append(tag or Tag(name=name))
        article = Article(slug=slug, title=title, description=description, body=body, author=author, tags=tags)
        self.session.add(article)
        await self.session.commit()
        return await self.by_slug(slug)

    async def is_favorited(self, user_id: int, article_id: int) -> bool:
        return await self.session.get(Favorite, (user_id, article_id)) is not None

    async def favorites_count(self, article_id: int) -> int:
        return await self.session.scalar(select(func.count()).where(Favorite.article_id == article_id))

    async def set_favorite(self, user_id: int, article_id: int, on: bool) -> None:
        if on and not await self.is_favorited(user_id, article_id):
            self.session.add(Favorite(user_id=user_id, article_id=article_id))
        elif not on:
            await self.session.execute(
                delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id)
            )
        await self.session.commit()

    async def tag_names(self) -> list[str]:
        stmt = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)
        return list(await self.session.scalars(stmt))
