# feature-file: articles
# feature-begin: favorites
"""Storage of articles and their favorites."""
# feature-else: favorites
# """Storage of articles."""
# feature-end: favorites

# feature-begin: favorites
from collections.abc import Iterable

# feature-end: favorites
from sqlalchemy import Select, exists, func, select

from conduit.database import Session
from conduit.models import (
    Article,
    Tag,
    User,
    favorites,  # feature-line: favorites
    follows,  # feature-line: profiles
)


def by_slug(slug: str) -> Article | None:
    return Session.scalar(select(Article).where(Article.slug == slug))


def slug_taken(slug: str) -> bool:
    return Session.scalar(select(exists().where(Article.slug == slug)))


def page(
    *,
    limit: int,
    offset: int,
    tag: str | None = None,
    author: str | None = None,
    favorited_by: str | None = None,  # feature-line: favorites
    followed_by: int | None = None,  # feature-line: profiles
) -> tuple[list[Article], int]:
    """One page of matching articles, most recent first, and how many match in all."""
    query = _filtered(
        tag=tag,
        author=author,
        favorited_by=favorited_by,  # feature-line: favorites
        followed_by=followed_by,  # feature-line: profiles
    )
    total = Session.scalar(select(func.count()).select_from(query.subquery()))
    newest_first = query.order_by(Article.created_at.desc(), Article.id.desc())
    return list(Session.scalars(newest_first.limit(limit).offset(offset))), total


def _filtered(
    *,
    tag: str | None,
    author: str | None,
    favorited_by: str | None,  # feature-line: favorites
    followed_by: int | None,  # feature-line: profiles
) -> Select[tuple[Article]]:
    query = select(Article)
    if tag:
        query = query.where(Article.tags.any(Tag.name == tag))
    if author:
        query = query.where(Article.author.has(User.username == author))
    # feature-begin: favorites
    if favorited_by:
        query = query.where(Article.favorited_by.any(User.username == favorited_by))
    # feature-end: favorites
    # feature-begin: profiles
    if followed_by is not None:
        followed = select(follows.c.followed_id).where(follows.c.follower_id == followed_by)
        query = query.where(Article.author_id.in_(followed))
    # feature-end: profiles
    return query


def save(article: Article) -> Article:
    Session.add(article)
    Session.commit()
    return article


def delete(article: Article) -> None:
    Session.delete(article)
    Session.commit()
# feature-begin: favorites


def favorite(article: Article, user: User) -> None:
    if user not in article.favorited_by:
        article.favorited_by.append(user)
        Session.commit()


def unfavorite(article: Article, user: User) -> None:
    if user in article.favorited_by:
        article.favorited_by.remove(user)
        Session.commit()


def favorite_counts(article_ids: Iterable[int]) -> dict[int, int]:
    query = (
        select(favorites.c.article_id, func.count())
        .where(favorites.c.article_id.in_(set(article_ids)))
        .group_by(favorites.c.article_id)
    )
    return {article_id: count for article_id, count in Session.execute(query)}


def favorited_among(user_id: int, article_ids: Iterable[int]) -> set[int]:
    """Which of article_ids the user has favorited, in one query."""
    query = select(favorites.c.article_id).where(
        favorites.c.user_id == user_id, favorites.c.article_id.in_(set(article_ids))
    )
    return set(Session.scalars(query))
# feature-end: favorites
