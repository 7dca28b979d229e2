"""Favorites: the favorites table is the record; _count_cache only memoises counts."""
from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from app.models import Favorite

_count_cache: dict[int, int] = {}


def count(session: Session, article_id: int) -> int:
    if article_id not in _count_cache:
        _count_cache[article_id] = session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)
        )
    return _count_cache[article_id]


def is_favorited(session: Session, article_id: int, user_id: int | None) -> bool:
    if user_id is None:
        return False
    return session.get(Favorite, (user_id, article_id)) is not None


def add(session: Session, article_id: int, user_id: int) -> None:
    if session.get(Favorite, (user_id, article_id)) is None:
        session.add(Favorite(user_id=user_id, article_id=article_id))
        session.commit()
    _count_cache.pop(article_id, None)


def remove(session: Session, article_id: int, user_id: int) -> None:
    session.execute(delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id))
    session.commit()
    _count_cache.pop(article_id, None)
