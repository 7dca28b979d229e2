"""Favorites kept outside the ORM: one semidbm file, key = "<slug>", value = comma-separated user ids.
Written on every (un)favorite, read for favorited / favoritesCount."""
import semidbm
from django.conf import settings

settings.FAVORITES_DBM.parent.mkdir(parents=True, exist_ok=True)
_db = semidbm.open(str(settings.FAVORITES_DBM), "c")


def _users(slug: str) -> set[int]:
    try:
        raw = _db[slug.encode()]
    except KeyError:
        return set()
    return {int(x) for x in raw.decode().split(",") if x}


def _store(slug: str, users: set[int]) -> None:
    _db[slug.encode()] = ",".join(str(u) for u in sorted(users)).encode()
    _db.sync()


def add(slug: str, user_id: int) -> None:
    _store(slug, _users(slug) | {user_id})


def remove(slug: str, user_id: int) -> None:
    _store(slug, _users(slug) - {user_id})


def state(slug: str, user_id: int | None) -> tuple[bool, int]:
    users = _users(slug)
    return (user_id in users if user_id else False), len(users)
