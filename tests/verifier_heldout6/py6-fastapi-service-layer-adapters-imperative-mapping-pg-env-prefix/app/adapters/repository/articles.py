from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.adapters.orm.mappers import article_tags, articles, favorites, users
from app.domain.models import Article, User


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.flush()
        await self._replace_tags(article)
        return article

    async def by_slug(self, slug: str) -> Article | None:
        article = (await self.session.scalars(select(Article).filter_by(slug=slug))).first()
        if article is not None:
            article.tag_list = await self._tags_of(article.id)
        return article

    async def delete(self, article: Article) -> None:
        await self.session.delete(article)

    async def list(self, *, tag: str | None, author: str | None, favorited: str | None,
                   limit: int, offset: int) -> tuple[list[Article], int]:
        query = select(Article)
        if tag:
            query = query.join(article_tags, article_tags.c.article_id == articles.c.id).where(article_tags.c.tag == tag)
        if author:
            query = query.join(users, users.c.id == articles.c.author_id).where(users.c.username == author)
        if favorited:
            fav_user = select(users.c.id).where(users.c.username == favorited).scalar_subquery()
            query = query.join(favorites, favorites.c.article_id == articles.c.id).where(favorites.c.user_id == fav_user)
        total = await self.session.scalar(select(func.count()).select_from(query.subquery()))
        rows = (await self.session.scalars(
            query.order_by(articles.c.created_at.desc()).limit(limit).offset(offset)
        )).unique().all()
        for article in rows:
            article.tag_list = await self._tags_of(article.id)
        return list(rows), int(total or 0)

    async def all_tags(self) -> list[str]:
        return list((await self.session.scalars(select(article_tags.c.tag).distinct())).all())

    async def favorite(self, article: Article, user: User) -> None:
        if user not in article.favorited_by:
            article.favorited_by.append(user)

    async def _tags_of(self, article_id: int) -> list[str]:
        return list((await self.session.scalars(
            select(article_tags.c.tag).where(article_tags.c.article_id == article_id)
        )).all())

    async def _replace_tags(self, article: Article) -> None:
        await self.session.execute(article_tags.delete().where(article_tags.c.article_id == article.id))
        if article.tag_list:
            await self.session.execute(
                article_tags.insert(),
                [{"article_id": article.id, "tag": t} for t in article.tag_list],
            )
