from sqlalchemy import func, select

from conduit.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, sessionmaker):
        self._sm = sessionmaker

    async def page(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        async with self._sm() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return rows, total

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sm() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def create(self, author_id: int, tag_names: list[str], **fields) -> Article:
        async with self._sm() as s, s.begin():
            existing = {t.name: t for t in await s.scalars(select(Tag).where(Tag.name.in_(tag_names)))}
            article = Article(author_id=author_id, **fields)
            article.tags = [existing.get(n) or Tag(name=n) for n in tag_names]
            s.add(article)
        return await self.by_slug(fields["slug"])

    async def tag_names(self) -> list[str]:
        async with self._sm() as s:
            return list(await s.scalars(select(Tag.name).order_by(Tag.name)))
