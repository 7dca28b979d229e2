from sqlalchemy import select, text

from ..db import Session
from ..models import Article, Tag, User


class ArticleRepository:
    def _filtered(self, tag: str | None, author: str | None):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        return stmt

    async def page(self, tag: str | None, author: str | None, limit: int, offset: int) -> list[Article]:
        stmt = self._filtered(tag, author).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        async with Session() as session:
            return list(await session.scalars(stmt))

    async def count(self, tag: str | None, author: str | None) -> int:
        sql = (
            "SELECT COUNT(DISTINCT a.id) FROM articles a "
            "JOIN users u ON u.id = a.author_id "
            "LEFT JOIN article_tags at ON at.article_id = a.id "
            "LEFT JOIN tags t ON t.id = at.tag_id WHERE TRUE"
        )
        params: dict = {}
        if tag:
            sql += " AND t.name = :tag"
            params["tag"] = tag
        if author:
            sql += " AND u.username = :author"
            params["author"] = author
        async with Session() as session:
            return (await session.execute(text(sql), params)).scalar_one()

    async def by_slug(self, slug: str) -> Article | None:
        async with Session() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def add(self, article: Article, tag_names: list[str]) -> Article:
        async with Session() as session:
            tags = []
            for name in dict.fromkeys(tag_names):
                tag = await session.scalar(select(Tag).where(Tag.name == name))
                tags.append(tag or Tag(name=name))
            article.tags = tags
            session.add(article)
            await session.commit()
        return await self.by_slug(article.slug)
