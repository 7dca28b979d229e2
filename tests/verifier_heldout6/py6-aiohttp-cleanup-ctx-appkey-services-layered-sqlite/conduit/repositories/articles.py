from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, ArticleTag, Favorite, User


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def add(self, author_id: int, slug: str, title: str, description: str, body: str,
                  tags: list[str]) -> Article:
        async with self._sessions.begin() as s:
            article = Article(author_id=author_id, slug=slug, title=title, description=description, body=body,
                              tags=[ArticleTag(name=t) for t in tags])
            s.add(article)
        return await self.by_slug(slug)

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def remove(self, article_id: int) -> None:
        async with self._sessions.begin() as s:
            article = await s.get(Article, article_id)
            if article is not None:
                await s.delete(article)

    async def favorites(self, article_id: int) -> int:
        async with self._sessions() as s:
            return await s.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    async def is_favorite(self, article_id: int, user_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Favorite, (user_id, article_id)) is not None

    async def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        async with self._sessions.begin() as s:
            existing = await s.get(Favorite, (user_id, article_id))
            if on and existing is None:
                s.add(Favorite(user_id=user_id, article_id=article_id))
            elif not on and existing is not None:
                await s.delete(existing)

    async def page(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(ArticleTag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        async with self._sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return list(rows), total or 0

    async def tag_names(self) -> list[str]:
        async with self._sessions() as s:
            return list(await s.scalars(select(ArticleTag.name).distinct().order_by(ArticleTag.name)))
