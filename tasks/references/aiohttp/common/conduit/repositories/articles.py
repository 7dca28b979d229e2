# feature-file: articles
from collections.abc import Collection  # feature-line: favorites
from dataclasses import dataclass

from sqlalchemy import Select, delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import (
    Article,
    Comment,  # feature-line: comments
    Favorite,  # feature-line: favorites
    Follow,  # feature-line: profiles
    Tag,
    User,
)


@dataclass(frozen=True)
class ArticleFilter:
    tag: str | None = None
    author: str | None = None
    favorited_by: str | None = None  # feature-line: favorites
    followed_by: int | None = None  # feature-line: profiles


def _filtered(criteria: ArticleFilter) -> Select[tuple[Article]]:
    query = select(Article)
    if criteria.tag is not None:
        query = query.where(Article.tags.any(Tag.name == criteria.tag))
    if criteria.author is not None:
        query = query.where(Article.author.has(User.username == criteria.author))
    # feature-begin: favorites
    if criteria.favorited_by is not None:
        query = query.where(
            Article.id.in_(
                select(Favorite.article_id)
                .join(User, User.id == Favorite.user_id)
                .where(User.username == criteria.favorited_by)
            )
        )
    # feature-end: favorites
    # feature-begin: profiles
    if criteria.followed_by is not None:
        query = query.where(
            Article.author_id.in_(
                select(Follow.followed_id).where(Follow.follower_id == criteria.followed_by)
            )
        )
    # feature-end: profiles
    return query


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self._session.scalar(select(Article).where(Article.slug == slug))

    async def slugs_starting_with(self, prefix: str) -> set[str]:
        rows = await self._session.scalars(
            select(Article.slug).where(Article.slug.startswith(prefix, autoescape=True))
        )
        return set(rows)

    async def page(
        self, criteria: ArticleFilter, limit: int, offset: int
    ) -> tuple[list[Article], int]:
        """One page of matching articles, most recent first, and the total number of matches."""
        query = _filtered(criteria)
        total = await self._session.scalar(select(func.count()).select_from(query.subquery()))
        rows = await self._session.scalars(
            query.order_by(Article.created_at.desc(), Article.id.desc()).limit(limit).offset(offset)
        )
        return list(rows), total or 0

    async def add(self, article: Article) -> Article:
        self._session.add(article)
        await self._session.flush()
        return article

    async def save(self, article: Article) -> Article:
        await self._session.flush()
        return article

    async def delete(self, article: Article) -> None:
        # Dependent rows go first, explicitly: not every engine enforces
        # foreign-key cascades, and an async session cannot lazy-load them.
        await self._session.execute(delete(Comment).where(Comment.article_id == article.id))  # feature-line: comments
        await self._session.execute(delete(Favorite).where(Favorite.article_id == article.id))  # feature-line: favorites
        await self._session.delete(article)
        await self._session.flush()
    # feature-begin: favorites

    async def favorite(self, user_id: int, article_id: int) -> None:
        if await self._session.get(Favorite, (user_id, article_id)) is None:
            self._session.add(Favorite(user_id=user_id, article_id=article_id))
            await self._session.flush()

    async def unfavorite(self, user_id: int, article_id: int) -> None:
        favorite = await self._session.get(Favorite, (user_id, article_id))
        if favorite is not None:
            await self._session.delete(favorite)
            await self._session.flush()

    async def favorites_counts(self, article_ids: Collection[int]) -> dict[int, int]:
        if not article_ids:
            return {}
        rows = await self._session.execute(
            select(Favorite.article_id, func.count())
            .where(Favorite.article_id.in_(article_ids))
            .group_by(Favorite.article_id)
        )
        return {article_id: count for article_id, count in rows.tuples()}

    async def favorited_among(self, user_id: int, article_ids: Collection[int]) -> set[int]:
        """The subset of `article_ids` that `user_id` has favorited."""
        if not article_ids:
            return set()
        rows = await self._session.scalars(
            select(Favorite.article_id).where(
                Favorite.user_id == user_id, Favorite.article_id.in_(article_ids)
            )
        )
        return set(rows)
    # feature-end: favorites
