# feature-file: articles
from dataclasses import dataclass

from sqlalchemy import Select, func, select
from sqlalchemy.orm import selectinload

from conduit.db import Session
# feature-begin: profiles
from conduit.models import Article, Tag, User, follows
# feature-else: profiles
# from conduit.models import Article, Tag, User
# feature-end: profiles
from conduit.repositories.transaction import commit


@dataclass(frozen=True)
class ArticleFilter:
    tag: str | None = None
    author: str | None = None
    favorited_by: str | None = None  # feature-line: favorites
    followed_by: User | None = None  # feature-line: profiles


def _filtered(criteria: ArticleFilter) -> Select:
    query = select(Article)
    if criteria.tag is not None:
        query = query.where(Article.tags.any(Tag.name == criteria.tag))
    if criteria.author is not None:
        query = query.where(Article.author.has(User.username == criteria.author))
    # feature-begin: favorites
    if criteria.favorited_by is not None:
        query = query.where(Article.favorited_by.any(User.username == criteria.favorited_by))
    # feature-end: favorites
    # feature-begin: profiles
    if criteria.followed_by is not None:
        followed = select(follows.c.followee_id).where(follows.c.follower_id == criteria.followed_by.id)
        query = query.where(Article.author_id.in_(followed))
    # feature-end: profiles
    return query


def find(criteria: ArticleFilter, limit: int, offset: int) -> tuple[list[Article], int]:
    """One page of matching articles, most recent first, and the total number of matches."""
    query = _filtered(criteria)
    total = Session.scalar(select(func.count()).select_from(query.subquery()))
    page = (
        query.options(
            selectinload(Article.author),
            selectinload(Article.tags),
            selectinload(Article.favorited_by),  # feature-line: favorites
        )
        .order_by(Article.created_at.desc(), Article.id.desc())
        .limit(limit)
        .offset(offset)
    )
    return list(Session.scalars(page)), total or 0


def get_by_slug(slug: str) -> Article | None:
    return Session.scalars(select(Article).where(Article.slug == slug)).first()


def slug_taken(slug: str) -> bool:
    return Session.scalar(select(func.count()).where(Article.slug == slug)) > 0


def add(article: Article) -> Article:
    Session.add(article)
    commit()
    return article


def save(article: Article) -> Article:
    commit()
    return article


def delete(article: Article) -> None:
    Session.delete(article)
    commit()
# feature-begin: favorites


def add_favorite(article: Article, user: User) -> None:
    if user not in article.favorited_by:
        article.favorited_by.append(user)
        commit()


def remove_favorite(article: Article, user: User) -> None:
    if user in article.favorited_by:
        article.favorited_by.remove(user)
        commit()
# feature-end: favorites
