# feature-file: articles
# feature-begin: favorites
from collections.abc import Collection, Iterable
# feature-else: favorites
# from collections.abc import Iterable
# feature-end: favorites

from sqlalchemy import Select, exists, func, select
from sqlalchemy.orm import Session, selectinload

from conduit.models import (
    Article,
    Favorite,  # feature-line: favorites
    Follow,  # feature-line: profiles
    Tag,
    User,
)
from conduit.models.article import article_tags


class ArticleRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def by_slug(self, slug: str) -> Article | None:
        query = select(Article).where(Article.slug == slug).options(*self._eager())
        return self._session.scalar(query)

    def slug_taken(self, slug: str) -> bool:
        return bool(self._session.scalar(select(exists().where(Article.slug == slug))))

    def page(
        self,
        *,
        limit: int,
        offset: int,
        tag: str | None = None,
        author: str | None = None,
        favorited: str | None = None,  # feature-line: favorites
        followed_by: int | None = None,  # feature-line: profiles
    ) -> tuple[list[Article], int]:
        """Articles matching every given filter, most recent first, with the total count."""
        query = select(Article)
        if tag is not None:
            query = query.where(Article.tags.any(Tag.name == tag))
        if author is not None:
            query = query.where(Article.author.has(User.username == author))
        # feature-begin: favorites
        if favorited is not None:
            fans = select(Favorite.article_id).join(User, User.id == Favorite.user_id).where(User.username == favorited)
            query = query.where(Article.id.in_(fans))
        # feature-end: favorites
        # feature-begin: profiles
        if followed_by is not None:
            followed = select(Follow.followee_id).where(Follow.follower_id == followed_by)
            query = query.where(Article.author_id.in_(followed))
        # feature-end: profiles
        return self._slice(query, limit, offset), self._count(query)

    def add(self, article: Article) -> None:
        self._session.add(article)
        self._session.flush()

    def delete(self, article: Article) -> None:
        self._session.delete(article)

    def tags_named(self, names: Iterable[str]) -> list[Tag]:
        """The Tag rows for `names`, creating the missing ones."""
        wanted = set(names)
        if not wanted:
            return []
        existing = {tag.name: tag for tag in self._session.scalars(select(Tag).where(Tag.name.in_(wanted)))}
        created = [Tag(name=name) for name in wanted - existing.keys()]
        self._session.add_all(created)
        # Sorted like the relationship loads them, so a fresh article reads the same as a stored one.
        return sorted([*existing.values(), *created], key=lambda tag: tag.name)

    def tag_names(self) -> list[str]:
        """Distinct tags still used by an article."""
        query = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)
        return list(self._session.scalars(query))

    # feature-begin: favorites
    def favorite(self, user_id: int, article_id: int) -> None:
        if self._session.get(Favorite, (user_id, article_id)) is None:
            self._session.add(Favorite(user_id=user_id, article_id=article_id))

    def unfavorite(self, user_id: int, article_id: int) -> None:
        favorite = self._session.get(Favorite, (user_id, article_id))
        if favorite is not None:
            self._session.delete(favorite)

    def favorite_counts(self, article_ids: Collection[int]) -> dict[int, int]:
        query = (
            select(Favorite.article_id, func.count())
            .where(Favorite.article_id.in_(article_ids))
            .group_by(Favorite.article_id)
        )
        return {article_id: count for article_id, count in self._session.execute(query)}

    def favorited_among(self, user_id: int, article_ids: Collection[int]) -> set[int]:
        query = select(Favorite.article_id).where(Favorite.user_id == user_id, Favorite.article_id.in_(article_ids))
        return set(self._session.scalars(query))

    # feature-end: favorites
    def _slice(self, query: Select, limit: int, offset: int) -> list[Article]:
        ordered = query.order_by(Article.created_at.desc(), Article.id.desc()).limit(limit).offset(offset)
        return list(self._session.scalars(ordered.options(*self._eager())))

    def _count(self, query: Select) -> int:
        return self._session.scalar(select(func.count()).select_from(query.subquery()))

    @staticmethod
    def _eager():
        return selectinload(Article.author), selectinload(Article.tags)
