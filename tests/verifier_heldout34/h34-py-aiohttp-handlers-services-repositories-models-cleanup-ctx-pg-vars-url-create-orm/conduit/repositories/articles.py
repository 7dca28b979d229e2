from sqlalchemy import func, select

from conduit.models import Article, ArticleTag, Tag


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_slug(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, tag, limit, offset):
        stmt = select(Article)
        if tag:
            stmt = stmt.join(ArticleTag, ArticleTag.article_id == Article.id).join(
                Tag, Tag.id == ArticleTag.tag_id).where(Tag.name == tag)
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total
