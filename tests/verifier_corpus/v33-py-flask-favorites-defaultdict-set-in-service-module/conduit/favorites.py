"""Favorite bookkeeping.

article id -> set of user ids who favorited it. Kept alongside the models so that
favoritesCount is cheap to compute.
"""
from collections import defaultdict
from threading import Lock

_favorited_by: defaultdict[int, set[int]] = defaultdict(set)
_lock = Lock()


def favorite(article_id: int, user_id: int) -> None:
    with _lock:
        _favorited_by[article_id].add(user_id)


def unfavorite(article_id: int, user_id: int) -> None:
    with _lock:
        _favorited_by[article_id].discard(user_id)


def count(article_id: int) -> int:
    return len(_favorited_by.get(article_id, ()))


def is_favorited(article_id: int, user_id: int | None) -> bool:
    return user_id is not None and user_id in _favorited_by.get(article_id, ())


def favorited_article_ids(user_id: int) -> list[int]:
    return [aid for aid, users in _favorited_by.items() if user_id in users]
