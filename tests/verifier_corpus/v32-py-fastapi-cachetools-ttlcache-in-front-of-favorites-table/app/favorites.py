from cachetools import TTLCache
from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from app.db import Favorite

# favoritesCount is read on every article listing; cache it briefly per article.
_counts: TTLCache[int, int] = TTLCache(maxsize=10_000, ttl=30)


def count(session: Session, article_id: int) -> int:
    if article_id not in _counts:
        _counts[article_id] = session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))
    return _counts[article_id]


def is_favorited(session: Session, user_id: int, article_id: int) -> bool:
    return session.get(Favorite, (user_id, article_id)) is not None


def add(session: Session, user_id: int, article_id: int) -> None:
    if session.get(Favorite, (user_id, article_id)) is None:
        session.add(Favorite(user_id=user_id, article_id=article_id))
        session.commit()
    _counts.pop(article_id, None)


def remove(session: Session, user_id: int, article_id: int) -> None:
    session.execute(delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id))
    session.commit()
    _counts.pop(article_id, None)
