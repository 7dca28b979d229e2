from sqlalchemy import func, select

from conduit.entities import Article, User


class ArticleGateway:
    def __init__(self, sessions) -> None:
        self.sessions = sessions

    async def insert(self, article: Article) -> Article:
        async with self.sessions.begin() as s:
            s.add(article)
        return await self.by_slug(article.slug)

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return list(rows), total or 0
