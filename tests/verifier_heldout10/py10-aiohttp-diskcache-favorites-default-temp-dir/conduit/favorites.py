"""Favorites are a hot path (every article response needs the count), so they live in a
persistent key-value cache next to the relational tables instead of a join table."""
import diskcache

_store = diskcache.Cache()


def _key(slug):
    return f"fav:{slug}"


def favorite(slug: str, user_id: int) -> None:
    with _store.transact():
        users = set(_store.get(_key(slug), ()))
        users.add(user_id)
        _store[_key(slug)] = users


def unfavorite(slug: str, user_id: int) -> None:
    with _store.transact():
        users = set(_store.get(_key(slug), ()))
        users.discard(user_id)
        _store[_key(slug)] = users


def count(slug: str) -> int:
    return len(_store.get(_key(slug), ()))


def is_favorited(slug: str, user_id: int | None) -> bool:
    return user_id is not None and user_id in _store.get(_key(slug), ())
